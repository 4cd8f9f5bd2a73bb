import type { Meta, StoryObj } from '@storybook/react-vite';
import { MapPin } from 'lucide-react';
import { expect } from 'storybook/test';
import { AppLink } from '../../primitives/app-link/app-link';
import { Button } from '../../primitives/button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['stable'],
  args: {
    title: 'Belum ada layanan tersedia',
    description: 'Hubungi kami untuk mengetahui layanan yang dapat membantu pemulihan Anda.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Belum ada layanan tersedia' })).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    title: 'Belum Ada Lokasi Tersedia',
    description: 'Lokasi klinik akan segera ditambahkan. Sementara itu, hubungi kami langsung.',
    icon: MapPin,
    action: (
      <Button asChild>
        <AppLink href="/kontak">Hubungi Kami</AppLink>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Hubungi Kami' })).toHaveAttribute(
      'href',
      '/kontak',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
