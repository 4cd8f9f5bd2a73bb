import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { mapPlaceholder, sampleLocations } from '../../stories/fixtures';
import { empty, loadError, loading, ready } from '../../stories/helpers';
import { LocationList } from './location-list';

const meta = {
  title: 'Locations/LocationList',
  component: LocationList,
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
  // Chromium does not always draw this story's 16 px icons to the same pixels: on 2 runs in 5,
  // with nothing changed, a few edge pixels of every icon came out differently (the same boxes to
  // the pixel, the same colours, every glyph identical), for as long as the page lived: painting
  // it again or putting fresh copies of the icons in place changed nothing. The same three
  // branches at the same width are captured, pixel for pixel and steadily, by Pages/Lokasi Klinik
  // (Ready Desktop); this story keeps its checks of names, counts and links.
  parameters: { screenshot: false },
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
