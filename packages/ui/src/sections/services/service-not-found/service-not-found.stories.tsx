import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ServiceNotFound } from './service-not-found';

const meta = {
  title: 'Sections/Services/ServiceNotFound',
  component: ServiceNotFound,
  tags: ['beta'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ServiceNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Layanan tidak ditemukan' }),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Kembali ke Daftar Layanan' });
    await expect(link).toHaveAttribute('href', '/layanan');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
