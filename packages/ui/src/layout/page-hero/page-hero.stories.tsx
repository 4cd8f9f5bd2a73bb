import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageCircle } from 'lucide-react';
import { expect } from 'storybook/test';
import { contact } from '@klinik/clinic';
import { consultationMessage } from '../../stories/fixtures';
import { ChatLink } from '../../sections/contact/chat-link/chat-link';
import { PageHero } from './page-hero';

const meta = {
  title: 'Layout/PageHero',
  component: PageHero,
  tags: ['beta'],
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Layanan Kami',
    title: 'Layanan Fisioterapi & Rehabilitasi',
    description:
      'Program terapi yang disusun fisioterapis berpengalaman, dari cedera olahraga hingga pemulihan di rumah.',
    breadcrumbs: [{ label: 'Home', href: '/' }, { label: 'Layanan' }],
  },
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(canvas.getByRole('region', { name: args.title })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(canvas.getByText('Layanan', { selector: '[aria-current]' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    children: (
      <ChatLink phone={contact.whatsapp} message={consultationMessage} variant="accent" size="lg">
        <MessageCircle aria-hidden className="size-5" />
        Konsultasi Gratis
      </ChatLink>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Konsultasi Gratis/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const WithoutBreadcrumbs: Story = {
  args: { breadcrumbs: undefined, eyebrow: undefined },
};

export const LongText: Story = {
  args: {
    title:
      'Kebijakan Privasi dan Perlindungan Data Rekam Medis Pasien Klinik Fisioterapi di Seluruh Cabang Bandung',
    description:
      'Kami menjelaskan data apa saja yang kami kumpulkan saat Anda berkonsultasi, menjalani terapi atau menghubungi kami, bagaimana data tersebut disimpan, berapa lama, dan hak-hak Anda atas data pribadi tersebut.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
