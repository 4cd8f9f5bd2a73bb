import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { chatUrl, claims, clinic, contact } from '@klinik/clinic';
import { consultationMessage, promotionText } from '../../stories/fixtures';
import { Hero } from './hero';

const meta = {
  title: 'Layout/Hero',
  component: Hero,
  tags: ['beta'],
  args: {
    eyebrow: clinic.tagline,
    title: 'Bergerak Lagi Tanpa Nyeri, Pulih Lebih Cepat',
    subtitle: clinic.description,
    promotion: promotionText,
    chatPhone: contact.whatsapp,
    chatMessage: consultationMessage,
    highlights: [
      { value: claims.patients, label: 'Pasien ditangani' },
      { value: claims.rating, label: 'Rating pasien' },
      { value: claims.satisfaction, label: 'Tingkat kepuasan' },
      { value: claims.years, label: 'Tahun pengalaman' },
    ],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(canvas.getByText(promotionText)).toBeVisible();

    const cta = canvas.getByRole('link', { name: /Konsultasi Gratis/ });
    await expect(cta).toHaveAttribute('href', chatUrl(contact.whatsapp, consultationMessage));
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', 'noopener noreferrer');

    await expect(canvas.getByRole('link', { name: 'Lihat Layanan' })).toHaveAttribute(
      'href',
      '/layanan',
    );
    await expect(canvas.getByText(claims.patients)).toBeVisible();
  },
};

/** With the booking page: 'Buat Janji Temu' beside the chat, which stays. */
export const WithBooking: Story = {
  args: { bookingHref: '/janji-temu' },
  play: async ({ canvas }) => {
    const booking = canvas.getByRole('link', { name: 'Buat Janji Temu' });
    await expect(booking).toHaveAttribute('href', '/janji-temu');
    await expect(booking).not.toHaveAttribute('target');
    await expect(canvas.getByRole('link', { name: /Konsultasi Gratis/ })).toBeVisible();
  },
};

/** The same on a phone: the three actions stacked, each the full width. */
export const WithBookingMobile: Story = {
  ...WithBooking,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const WithoutHighlights: Story = {
  args: { highlights: undefined, eyebrow: undefined },
};

export const LongText: Story = {
  args: {
    title:
      'Fisioterapi dan Rehabilitasi Menyeluruh untuk Atlet, Pekerja Kantoran, Anak-anak dan Lansia di Bandung',
    subtitle: `${clinic.description} Setiap program dimulai dengan asesmen menyeluruh, dilanjutkan terapi manual, latihan terarah dan edukasi agar hasilnya bertahan lama.`,
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
