import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { chatUrl, contact } from '@klinik/clinic';
import { buildDirectionsUrl, buildMapEmbedUrl } from '../map-links';
import { telHref } from '../../../lib/tel';
import { at, mapPlaceholder, sampleLocations } from '../../../stories/fixtures';
import { LocationCard, LocationCardSkeleton } from './location-card';

const main = at(sampleLocations, 0);
const bookHref = chatUrl(contact.whatsapp, `Janji temu di ${main.name}`);

const meta = {
  title: 'Sections/Locations/LocationCard',
  component: LocationCard,
  tags: ['beta'],
  args: { location: main, bookHref, mapPlaceholder },
} satisfies Meta<typeof LocationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Klinik Utama')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: main.name })).toBeVisible();
    await expect(canvas.getByText(main.address)).toBeVisible();
    await expect(canvas.getByRole('link', { name: main.phone })).toHaveAttribute(
      'href',
      telHref(main.phone),
    );
    await expect(canvas.getByRole('link', { name: main.email })).toHaveAttribute(
      'href',
      `mailto:${main.email}`,
    );
    await expect(canvas.getByText(main.operating_hours)).toBeVisible();
    for (const facility of main.facilities) {
      await expect(canvas.getByText(facility)).toBeVisible();
    }
    const map = canvas.getByTitle(`${main.name} di peta`);
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('src', buildMapEmbedUrl(main.latitude, main.longitude));
    // A real link, so a tap works before the page's script has run.
    const book = canvas.getByRole('link', { name: /^Buat Janji Temu di / });
    await expect(book).toHaveAccessibleName(`Buat Janji Temu di ${main.name} (membuka tab baru)`);
    await expect(book).toHaveAttribute('href', bookHref);
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(book.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // Directions from where the visitor is, in the phone's maps app, named with the branch.
    const directions = canvas.getByRole('link', {
      name: `Petunjuk Arah ke ${main.name} (membuka tab baru)`,
    });
    await expect(directions).toHaveAttribute(
      'href',
      buildDirectionsUrl(main.latitude, main.longitude),
    );
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // The stories' clock is Monday 10.00 in Jakarta: the branch is open.
    await expect(await canvas.findByText('Buka sekarang · tutup pukul 17.00')).toBeVisible();
  },
};

export const Branch: Story = {
  args: { location: at(sampleLocations, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Klinik Utama')).not.toBeInTheDocument();
  },
};

/**
 * With the booking page: 'Buat Janji Temu' opens it with the branch chosen, in the same tab, and
 * the branch's next closure within the 14 days is named under its hours.
 */
export const WithBooking: Story = {
  args: {
    location: {
      ...at(sampleLocations, 1),
      next_closure: { date: '2026-12-25', reason: 'Hari Raya Natal' },
    },
    bookingHref: '/janji-temu?branch=sumur-bandung',
  },
  play: async ({ canvas }) => {
    const book = canvas.getByRole('link', { name: /^Buat Janji Temu/ });
    await expect(book).toHaveAttribute('href', '/janji-temu?branch=sumur-bandung');
    await expect(book).not.toHaveAttribute('target');
    await expect(canvas.getByText('Tutup 25 Desember: Hari Raya Natal')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <LocationCardSkeleton />,
};

export const LongText: Story = {
  args: {
    location: {
      ...at(sampleLocations, 2),
      description:
        'Layanan fisioterapi olahraga di dalam pusat kebugaran, lengkap dengan area latihan fungsional, ruang sport massage dan akupunktur, serta program pencegahan cedera untuk anggota gym maupun atlet klub.',
      facilities: [
        ...at(sampleLocations, 2).facilities,
        'Ruang tunggu ber-AC dengan Wi-Fi gratis',
        'Loker dan kamar mandi',
      ],
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
