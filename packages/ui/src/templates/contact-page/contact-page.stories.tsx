import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultSettings } from '@klinik/clinic/default-settings';
import { expect } from 'storybook/test';
import { desktop, expectNoSidewaysScroll, expectSideBySide, mobile } from '../../stories/helpers';
import { ContactPage } from './contact-page';

const meta = {
  title: 'Templates/Kontak',
  component: ContactPage,
  tags: ['beta'],
  args: {
    contact: defaultSettings.contact,
    hours: defaultSettings.general.business_hours,
    messageForm: { action: '/kontak' },
    breadcrumbs: [{ label: 'Beranda', href: '/' }, { label: 'Kontak' }],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    // The phone card's hours come from the same settings as the table: never typed twice.
    await expect(canvas.getByText('Senin - Jumat, 09:00 - 17:00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: defaultSettings.contact.phone })).toHaveAttribute(
      'href',
      'tel:+622287305521',
    );
    const message = canvas.getByRole('form', { name: 'Formulir kontak' });
    await expect(message).toBeVisible();
    await expect(message).toHaveAttribute('method', 'post');
    await expect(message).toHaveAttribute('action', '/kontak');
    // The stories' clock is Monday 10.00 in Jakarta.
    await expect(await canvas.findByText('Buka sekarang · tutup pukul 17.00')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = {
  ...desktop,
  play: async ({ canvas }) => {
    const [phone, email] = canvas.getAllByRole('heading', { level: 2, name: /Telepon|Email/ });
    if (!phone || !email) throw new Error('no contact cards');
    await expectSideBySide(phone, email);
  },
};

/** With the booking page: 'Booking Konsultasi' leads there; the others keep the chat. */
export const WithBookingMobile: Story = {
  ...mobile,
  args: { bookingHref: '/janji-temu' },
  play: async ({ canvas }) => {
    const booking = canvas.getByRole('link', { name: 'Booking Konsultasi' });
    await expect(booking).toHaveAttribute('href', '/janji-temu');
    await expect(booking).not.toHaveAttribute('target');
    await expect(canvas.getByRole('link', { name: /Konsultasi Online/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** Other settings from the API: the card, the table and the link all follow them. */
export const OtherSettings: Story = {
  ...mobile,
  args: {
    contact: { ...defaultSettings.contact, phone: '(022) 1234 5678' },
    hours: {
      ...defaultSettings.general.business_hours,
      weekdays: { open: '08:00', close: '20:00', status: 'open' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Senin - Jumat, 08:00 - 20:00')).toBeVisible();
    await expect(canvas.getByText('08:00 - 20:00')).toBeVisible();
    await expect(await canvas.findByText('Buka sekarang · tutup pukul 20.00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '(022) 1234 5678' })).toHaveAttribute(
      'href',
      'tel:+622212345678',
    );
  },
};
