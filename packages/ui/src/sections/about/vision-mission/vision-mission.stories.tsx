import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisionMission } from './vision-mission';

const meta = {
  title: 'Sections/About/VisionMission',
  component: VisionMission,
  tags: ['stable'],
  args: {
    vision:
      'Menjadi klinik fisioterapi rujukan di Bandung yang membantu setiap pasien kembali bergerak dengan aman dan percaya diri.',
    missions: [
      'Memberikan terapi berbasis bukti ilmiah',
      'Menyusun program yang terukur untuk setiap pasien',
      'Mengedukasi pasien agar hasil terapi bertahan lama',
    ],
  },
} satisfies Meta<typeof VisionMission>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Visi' })).toBeVisible();
    await expect(canvas.getByText(args.vision)).toBeVisible();
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(args.missions.length);
  },
};

export const LongText: Story = {
  args: {
    missions: [
      'Memberikan layanan fisioterapi dan rehabilitasi yang berbasis bukti ilmiah terkini, aman, dan disesuaikan dengan kebutuhan setiap pasien dari anak-anak hingga lansia',
      'Mengembangkan kompetensi fisioterapis melalui pelatihan berkelanjutan',
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
