import type { Meta, StoryObj } from '@storybook/react-vite';
import { contact } from '@klinik/clinic';
import { expect, fn } from 'storybook/test';
import { sampleServiceDetail } from '../../stories/fixtures';
import {
  desktop,
  empty,
  expectNoSidewaysScroll,
  loadError,
  loading,
  mobile,
  ready,
} from '../../stories/helpers';
import { ServiceDetailPage } from './service-detail-page';

const retry = fn();

const meta = {
  title: 'Templates/Detail Layanan',
  component: ServiceDetailPage,
  tags: ['beta'],
  args: {
    service: ready(sampleServiceDetail),
    chatPhone: contact.whatsapp,
    breadcrumbs: [
      { label: 'Beranda', href: '/' },
      { label: 'Layanan', href: '/layanan' },
      { label: sampleServiceDetail.name },
    ],
    share: {
      url: `https://geraksehat.id/layanan/${sampleServiceDetail.slug}`,
      onShareSheet: fn(() => Promise.resolve<'shared'>('shared')),
      onCopyLink: fn(() => Promise.resolve('copied' as const)),
    },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ServiceDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(`layanan/${sampleServiceDetail.slug}`)),
    );
    await expect(
      canvas.getByRole('heading', { level: 1, name: sampleServiceDetail.name }),
    ).toBeVisible();
    const consult = canvas.getByRole('link', { name: /^Konsultasi Sekarang/ });
    const text = new URL(consult.getAttribute('href') ?? '').searchParams.get('text');
    await expect(text).toContain(sampleServiceDetail.name);
    await expect(canvas.getByRole('link', { name: /^Konsultasi Gratis Sekarang/ })).toBeVisible();
    await expect(canvas.getByText(sampleServiceDetail.price)).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop, play: ReadyMobile.play };

/**
 * With the booking page: 'Buat Janji Temu', the service chosen, beside both chat
 * buttons, which stay.
 */
export const WithBookingMobile: Story = {
  ...mobile,
  args: { bookingHref: `/janji-temu?service=${sampleServiceDetail.slug}` },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: 'Buat Janji Temu' });
    await expect(links).toHaveLength(2);
    for (const link of links) {
      await expect(link).toHaveAttribute('href', `/janji-temu?service=${sampleServiceDetail.slug}`);
    }
    await expect(canvas.getByRole('link', { name: /^Konsultasi Sekarang/ })).toBeVisible();
  },
};

export const WithBookingDesktop: Story = { ...desktop, args: WithBookingMobile.args };

export const LoadingMobile: Story = {
  ...mobile,
  args: { service: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat layanan…');
  },
};

export const LoadingDesktop: Story = { ...desktop, args: LoadingMobile.args };

export const LoadErrorMobile: Story = {
  ...mobile,
  args: { service: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Gagal memuat layanan');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const LoadErrorDesktop: Story = { ...desktop, args: LoadErrorMobile.args };

/** An address no service has: 'Layanan tidak ditemukan' and the way back. */
export const NotFoundMobile: Story = {
  ...mobile,
  args: { service: empty },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Layanan tidak ditemukan' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kembali ke Daftar Layanan' })).toHaveAttribute(
      'href',
      '/layanan',
    );
  },
};

export const NotFoundDesktop: Story = { ...desktop, args: NotFoundMobile.args };
