import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { businessHours, chatUrl, clinic, contact, dayGroupLabels } from '@klinik/clinic';
import { legalLinks } from '@klinik/clinic/navigation';
import { at, footerArgs } from '../../stories/fixtures';
import { formatHoursRows } from '../../sections/locations/business-hours';
import { OpenStatus } from '../../sections/locations/open-status/open-status';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'Layout/SiteFooter',
  component: SiteFooter,
  tags: ['beta'],
  args: {
    ...footerArgs,
    openStatus: <OpenStatus tone="inverse" hours={businessHours} />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    for (const heading of ['Tautan Cepat', 'Layanan', 'Kontak', 'Jam Operasional']) {
      await expect(canvas.getByRole('heading', { name: heading })).toBeVisible();
    }

    const nav = canvas.getByRole('navigation', { name: 'Navigasi footer' });
    for (const link of [...args.quickLinks, ...args.serviceLinks]) {
      await expect(within(nav).getByRole('link', { name: link.label })).toHaveAttribute(
        'href',
        link.href,
      );
    }

    await expect(canvas.getByRole('link', { name: 'Kebijakan Privasi' })).toHaveAttribute(
      'href',
      '/kebijakan-privasi',
    );
    await expect(canvas.getByRole('link', { name: at(legalLinks, 1).label })).toHaveAttribute(
      'href',
      '/syarat-ketentuan',
    );

    for (const row of formatHoursRows(args.hours, dayGroupLabels)) {
      await expect(canvas.getByText(row.label)).toBeVisible();
    }
    await expect(canvas.getByText('09:00 - 17:00')).toBeVisible();
    // The stories' clock: Monday 10.00 in Jakarta.
    await expect(await canvas.findByText('Buka sekarang · tutup pukul 17.00')).toBeVisible();
    await expect(canvas.getByText('Tutup')).toBeVisible();

    await expect(canvas.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      chatUrl(contact.whatsapp),
    );
    await expect(canvas.getByRole('link', { name: /Telepon/ })).toHaveAttribute(
      'href',
      'tel:+622287305521',
    );
    await expect(canvas.getByText(contact.address)).toBeVisible();
    await expect(canvas.getByText(`© ${args.year} ${clinic.name}`)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const LongText: Story = {
  args: {
    siteName: `${clinic.name} - Pusat Fisioterapi, Rehabilitasi dan Kebugaran Keluarga`,
    description: `${clinic.description} Kami melayani pasien di klinik maupun di rumah, dengan program terapi yang dipersonalisasi dan dipantau perkembangannya di setiap sesi.`,
  },
};

export const WithoutSocial: Story = {
  args: { social: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
  },
};

/** Saturday evening: closed, and Sunday too, so the line names the day it opens again. */
export const ClosedNow: Story = {
  args: {
    openStatus: (
      <OpenStatus
        tone="inverse"

        hours={businessHours}
        now={new Date('2026-11-28T18:00:00+07:00')}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Tutup · buka lagi Senin pukul 09.00')).toBeVisible();
  },
};
