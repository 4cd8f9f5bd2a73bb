import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stethoscope } from 'lucide-react';
import { expect } from 'storybook/test';
import { chatUrl, contact } from '@klinik/clinic';
import { QuickServices, bookingQuickService, quickServiceItems } from './quick-services';

const meta = {
  title: 'Sections/Contact/QuickServices',
  component: QuickServices,
  tags: ['beta'],
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuickServices>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(headings).toEqual(['Booking Konsultasi', 'Layanan Homecare', 'Konsultasi Online']);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        icon: Stethoscope,
        title: 'Asesmen Lengkap oleh Fisioterapis Senior Sebelum Program Terapi',
        description:
          'Pemeriksaan postur, kekuatan otot, lingkup gerak sendi dan keseimbangan agar program terapi sesuai kondisi Anda.',
      },
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** On the contact page each service opens the chat with the service named. */
export const WithChatLinks: Story = {
  args: {
    items: quickServiceItems.map((item) => ({
      ...item,
      href: chatUrl(contact.whatsapp, `Halo, saya ingin ${item.title}.`),
    })),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Layanan Homecare/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('Layanan Homecare');
  },
};

/**
 * With the booking page: 'Booking Konsultasi' opens it in the same tab; the others
 * keep their chat.
 */
export const WithBookingLink: Story = {
  args: {
    items: quickServiceItems.map((item) =>
      item === bookingQuickService
        ? { ...item, href: '/janji-temu', internal: true }
        : { ...item, href: chatUrl(contact.whatsapp, `Halo, saya ingin ${item.title}.`) },
    ),
  },
  play: async ({ canvas }) => {
    const booking = canvas.getByRole('link', { name: 'Booking Konsultasi' });
    await expect(booking).toHaveAttribute('href', '/janji-temu');
    await expect(booking).not.toHaveAttribute('target');
    await expect(canvas.getByRole('link', { name: /Layanan Homecare/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};
