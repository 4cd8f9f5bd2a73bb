import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { businessHours, chatUrl, claims, contact, dayGroupLabels } from '@klinik/clinic';
import { formatHoursRows } from '../../locations/business-hours';
import { telHref } from '../../../lib/tel';
import { at, consultationMessage } from '../../../stories/fixtures';
import { ContactCards } from './contact-cards';

const weekdays = at(formatHoursRows(businessHours, dayGroupLabels), 0);

const meta = {
  title: 'Sections/Contact/ContactCards',
  component: ContactCards,
  tags: ['beta'],
  args: {
    phone: contact.phone,
    email: contact.email,
    whatsapp: contact.whatsapp,
    chatMessage: consultationMessage,
    phoneNote: `${weekdays.label} ${weekdays.value}`,
    chatNote: `Tersedia ${claims.onlineConsultation}`,
  },
} satisfies Meta<typeof ContactCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: contact.phone })).toHaveAttribute(
      'href',
      telHref(contact.phone),
    );
    await expect(canvas.getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    const chat = canvas.getByRole('link', { name: `${contact.whatsapp} (membuka tab baru)` });
    await expect(chat).toHaveAttribute('href', chatUrl(contact.whatsapp, consultationMessage));
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('Senin - Jumat 09:00 - 17:00')).toBeVisible();
    await expect(canvas.getByText('Balasan dalam 24 jam')).toBeVisible();
    await expect(canvas.getByText('Tersedia 24/7')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { email: 'layanan.pasien.dan.informasi.umum@geraksehat.id' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
