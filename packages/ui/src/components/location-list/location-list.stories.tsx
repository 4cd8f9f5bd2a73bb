import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { mapPlaceholder, sampleLocations } from '../../stories/fixtures';
import { LocationList } from './location-list';

const meta = {
  title: 'Locations/LocationList',
  component: LocationList,
  args: {
    status: 'success',
    locations: sampleLocations,
    onRetry: fn(),
    onBook: fn(),
    mapPlaceholder,
  },
} satisfies Meta<typeof LocationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(sampleLocations.length);
    await expect(canvas.getAllByText('Klinik Utama')).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: /Buat Janji Temu/ })).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { status: 'loading', locations: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvasElement.querySelectorAll('[data-slot="location-card-skeleton"]'),
    ).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat lokasi klinik');
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { status: 'error', locations: undefined },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(within(alert).getByText('Failed to load locations')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { locations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Belum Ada Lokasi Tersedia' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Hubungi Kami' })).toHaveAttribute(
      'href',
      '/kontak',
    );
  },
};

export const Mobile: Story = {
  args: { locations: sampleLocations.slice(0, 1) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
