import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import treatmentRoom from '../../assets/treatment-room.svg';
import { SafeImage } from './safe-image';

const meta = {
  title: 'Primitives/SafeImage',
  component: SafeImage,
  tags: ['stable'],
  args: {
    src: treatmentRoom,
    alt: 'Ruang terapi klinik dengan bed fisioterapi',
    width: 320,
    height: 200,
    className: 'rounded-xl object-cover',
  },
} satisfies Meta<typeof SafeImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Ruang terapi klinik dengan bed fisioterapi' });
    await expect(image.tagName).toBe('IMG');
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(canvas.queryByText('Image not available')).not.toBeInTheDocument();
  },
};

export const Broken: Story = {
  args: { src: '/does-not-exist.png', alt: 'Foto fisioterapis kami' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Image not available')).toBeVisible();
    const box = canvas.getByRole('img', { name: 'Foto fisioterapis kami' });
    await expect(box.tagName).toBe('DIV');
    // Same size as the image would have been: no layout shift.
    const rect = box.getBoundingClientRect();
    await expect(Math.round(rect.width)).toBe(320);
    await expect(Math.round(rect.height)).toBe(200);
  },
};

export const BrokenSizedByClass: Story = {
  args: {
    src: '/does-not-exist.png',
    alt: 'Galeri kegiatan klinik',
    width: undefined,
    height: undefined,
    className: 'h-48 w-full max-w-md rounded-xl object-cover',
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Image not available');
    const box = canvas.getByRole('img', { name: 'Galeri kegiatan klinik' });
    await expect(Math.round(box.getBoundingClientRect().height)).toBe(192);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    width: undefined,
    height: undefined,
    className: 'aspect-[16/10] w-full rounded-xl object-cover',
  },
};
