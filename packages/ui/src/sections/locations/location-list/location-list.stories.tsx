import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { mapPlaceholder, sampleLocations } from '../../../stories/fixtures';
import { empty, loadError, loading, ready } from '../../../stories/helpers';
import { LocationList } from './location-list';

const meta = {
  title: 'Sections/Locations/LocationList',
  component: LocationList,
  tags: ['beta'],
  args: {
    state: ready(sampleLocations),
    bookHref: (location) => `https://wa.me/6281220004515?text=${encodeURIComponent(location.name)}`,
    mapPlaceholder,
  },
} satisfies Meta<typeof LocationList>;

export default meta;

const retry = fn();
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Chromium draws the first branch's 16 px icon one of two ways with nothing changed (for as
  // long as the page lives: painting it again or putting a fresh copy in place changes nothing),
  // and the two always differ in exactly 2 edge pixels above pixelmatch's threshold (15 runs of
  // this file: 12 one way, 3 the other; CI failed on it when no pixel was forgiven). This story
  // alone forgives 4 pixels, so its look stays compared; every other story forgives none.
  parameters: { screenshot: { allowedMismatchedPixels: 4 } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(sampleLocations.length);
    await expect(canvas.getAllByText('Klinik Utama')).toHaveLength(1);
    const links = canvas.getAllByRole('link', { name: /Buat Janji Temu/ });
    await expect(links).toHaveLength(3);
    await expect(links[1]).toHaveAttribute(
      'href',
      `https://wa.me/6281220004515?text=${encodeURIComponent(sampleLocations[1]?.name ?? '')}`,
    );
  },
};

export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvasElement.querySelectorAll('[data-slot="location-card-skeleton"]'),
    ).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat lokasi klinik');
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { state: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(within(alert).getByText('Failed to load locations')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { state: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Belum Ada Lokasi Tersedia' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Hubungi Kami' })).toHaveAttribute(
      'href',
      '/kontak',
    );
  },
};

export const Mobile: Story = {
  args: { state: ready(sampleLocations.slice(0, 1)) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
