import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleServiceDetail } from '../../../stories/fixtures';
import { ServiceInfoCards } from './service-info-cards';

const meta = {
  title: 'Sections/Services/ServiceInfoCards',
  component: ServiceInfoCards,
  tags: ['stable'],
  args: {
    duration: sampleServiceDetail.duration,
    price: sampleServiceDetail.price,
    category: sampleServiceDetail.category.name,
  },
} satisfies Meta<typeof ServiceInfoCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const terms = canvas.getAllByRole('term').map((dt) => dt.textContent);
    const values = canvas.getAllByRole('definition').map((dd) => dd.textContent);
    await expect(terms).toEqual(['Durasi', 'Harga', 'Kategori']);
    await expect(values).toEqual([args.duration, args.price, args.category]);
  },
};

export const LongText: Story = {
  args: {
    duration: '90-120 menit per sesi, termasuk asesmen',
    category: 'Rehabilitasi Pasca Operasi Ortopedi',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
