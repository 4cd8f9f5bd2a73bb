import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NotFound } from './not-found';

const meta = {
  title: 'Feedback/NotFound',
  component: NotFound,
  tags: ['beta'],
  args: { onBack: fn(), homeHref: '/' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Halaman Tidak Ditemukan' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute(
      'href',
      '/',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Kembali ke Halaman Sebelumnya' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
