import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageCircle } from 'lucide-react';
import { expect } from 'storybook/test';
import { chatUrl, contact } from '@klinik/clinic';
import { consultationMessage } from '../../../stories/fixtures';
import { ChatLink } from './chat-link';

const meta = {
  title: 'Sections/Contact/ChatLink',
  component: ChatLink,
  tags: ['beta'],
  args: {
    phone: contact.whatsapp,
    message: consultationMessage,
    variant: 'accent',
    children: (
      <>
        <MessageCircle aria-hidden />
        Konsultasi Gratis
      </>
    ),
  },
} satisfies Meta<typeof ChatLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: /Konsultasi Gratis/ });
    await expect(link).toHaveAttribute('href', chatUrl(contact.whatsapp, args.message));
    await expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/62\d+\?text=/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/\(membuka tab baru\)/);
  },
};

export const Outline: Story = {
  args: { variant: 'outline', size: 'sm', children: 'Tanya via WhatsApp' },
};

export const WithoutMessage: Story = {
  args: { message: undefined, variant: 'primary', children: 'Chat Kami' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Chat Kami/ });
    await expect(link).toHaveAttribute('href', chatUrl(contact.whatsapp));
    await expect(link.getAttribute('href')).not.toContain('?text=');
  },
};

export const MultilineMessage: Story = {
  args: {
    message: `${consultationMessage}\nNama: Budi\nKeluhan: nyeri lutut & bengkak 🙏`,
    children: 'Kirim Keluhan',
  },
  play: async ({ canvas, args }) => {
    const href = canvas.getByRole('link', { name: /Kirim Keluhan/ }).getAttribute('href') ?? '';
    await expect(new URL(href).searchParams.get('text')).toBe(args.message);
  },
};
