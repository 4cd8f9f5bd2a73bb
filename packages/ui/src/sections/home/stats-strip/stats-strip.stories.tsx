import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { claims } from '@klinik/clinic';
import { StatsStrip } from './stats-strip';

const meta = {
  title: 'Sections/Home/StatsStrip',
  component: StatsStrip,
  tags: ['stable'],
  args: { claims },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatsStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Pencapaian kami' })).toBeVisible();
    for (const [value, label] of [
      [claims.patients, 'Pasien telah ditangani'],
      [claims.rating, 'Rating dari pasien'],
      [claims.satisfaction, 'Tingkat kepuasan'],
      [claims.years, 'Tahun pengalaman'],
      [claims.onlineConsultation, 'Konsultasi online'],
      [claims.founded, 'Melayani sejak'],
    ] as const) {
      await expect(canvas.getByText(value)).toBeVisible();
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

export const LongText: Story = {
  args: {
    claims: { ...claims, patients: '12.500+', rating: '4,9 dari 5', years: 'Lebih dari 15' },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
