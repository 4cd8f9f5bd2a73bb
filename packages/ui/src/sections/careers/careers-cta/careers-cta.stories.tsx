import type { Meta, StoryObj } from '@storybook/react-vite';
import { chatUrl, contact } from '@klinik/clinic';
import { expect, fn } from 'storybook/test';
import { CareersCta } from './careers-cta';

const meta = {
  title: 'Sections/Careers/CareersCta',
  component: CareersCta,
  tags: ['beta'],
  args: { onSendCv: fn(), onContactHr: fn() },
} satisfies Meta<typeof CareersCta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('region', { name: 'Belum menemukan posisi yang cocok?' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim CV Spontan' }));
    await expect(args.onSendCv).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Hubungi HRD' }));
    await expect(args.onContactHr).toHaveBeenCalledTimes(1);
  },
};

const chatHref = chatUrl(contact.whatsapp, 'Halo HRD, saya ingin bertanya tentang lowongan.');

export const WithLinks: Story = {
  args: {
    onSendCv: undefined,
    onContactHr: undefined,
    sendCvHref: `mailto:${contact.hrEmail}?subject=${encodeURIComponent('CV Spontan')}`,
    contactHrHref: chatHref,
  },
  play: async ({ canvas }) => {
    const cv = canvas.getByRole('link', { name: 'Kirim CV Spontan' });
    await expect(cv).toHaveAttribute('href', `mailto:${contact.hrEmail}?subject=CV%20Spontan`);
    await expect(cv).not.toHaveAttribute('target');
    const hr = canvas.getByRole('link', { name: 'Hubungi HRD (membuka tab baru)' });
    await expect(hr).toHaveAttribute('href', chatHref);
    await expect(hr).toHaveAttribute('target', '_blank');
    await expect(hr).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const LongText: Story = {
  args: {
    title: 'Ingin bergabung dengan tim fisioterapis, administrasi atau pemasaran kami di Bandung?',
    description:
      'Kirimkan CV dan portofolio Anda meskipun belum ada lowongan yang sesuai. Tim SDM kami menyimpan setiap lamaran selama dua belas bulan dan akan menghubungi Anda begitu ada posisi yang cocok dengan pengalaman dan minat Anda.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
