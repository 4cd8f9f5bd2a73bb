import type { Meta, StoryObj } from '@storybook/react-vite';
import { contact } from '@klinik/clinic';
import { expect, fn } from 'storybook/test';
import { mapPlaceholder, sampleLocations } from '../../stories/fixtures';
import {
  desktop,
  hasSlots,
  empty,
  expectNoSidewaysScroll,
  loadError,
  loading,
  mobile,
  ready,
  retriesAfter,
  showsTexts,
} from '../../stories/helpers';
import { LocationsPage } from './locations-page';

const retry = fn();

const meta = {
  title: 'Templates/Lokasi Klinik',
  component: LocationsPage,
  tags: ['beta'],
  args: {
    locations: ready(sampleLocations),
    chatPhone: contact.whatsapp,
    breadcrumbs: [{ label: 'Beranda', href: '/' }, { label: 'Lokasi Klinik' }],
    mapPlaceholder,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LocationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    const book = canvas.getAllByRole('link', { name: /^Buat Janji Temu/ });
    await expect(book).toHaveLength(sampleLocations.length);
    // 'Buat Janji Temu' is a link to the chat naming the branch: it works before hydration.
    const second = sampleLocations[1];
    const text = new URL(book[1]?.getAttribute('href') ?? '').searchParams.get('text');
    await expect(text).toContain(second?.name);
    await expect(canvas.getByRole('link', { name: /^Layanan Homecare/ })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop, play: ReadyMobile.play };

/**
 * With the booking page: each 'Buat Janji Temu' opens it with its branch chosen, and a
 * branch closed within the 14 days says so under its hours.
 */
export const WithBookingMobile: Story = {
  ...mobile,
  args: {
    locations: ready(
      sampleLocations.map((location, index) =>
        index === 0
          ? { ...location, next_closure: { date: '2026-12-25', reason: 'Hari Raya Natal' } }
          : location,
      ),
    ),
    bookingHref: (location) => `/janji-temu?branch=${location.slug}`,
  },
  play: async ({ canvas }) => {
    const book = canvas.getAllByRole('link', { name: /^Buat Janji Temu/ });
    await expect(book[1]).toHaveAttribute(
      'href',
      `/janji-temu?branch=${sampleLocations[1]?.slug ?? ''}`,
    );
    await expect(canvas.getByText('Tutup 25 Desember: Hari Raya Natal')).toBeVisible();
  },
};

export const LoadingMobile: Story = {
  ...mobile,
  args: { locations: loading },
  play: hasSlots('location-card-skeleton', 2),
};

export const LoadingDesktop: Story = { ...desktop, args: LoadingMobile.args };

export const LoadErrorMobile: Story = {
  ...mobile,
  args: { locations: loadError(retry) },
  play: retriesAfter(retry, ['Failed to load locations'], 'Try Again'),
};

export const LoadErrorDesktop: Story = { ...desktop, args: LoadErrorMobile.args };

export const EmptyMobile: Story = {
  ...mobile,
  args: { locations: empty },
  play: showsTexts('Belum Ada Lokasi Tersedia'),
};

export const EmptyDesktop: Story = { ...desktop, args: EmptyMobile.args };
