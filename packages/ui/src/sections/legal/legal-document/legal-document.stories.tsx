import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { clinic, contact, legal } from '@klinik/clinic';
import { LegalDocument, type LegalSection } from './legal-document';

const privacySections: LegalSection[] = [
  {
    title: 'Data yang Kami Kumpulkan',
    paragraphs: [
      'Saat Anda berkonsultasi atau menjalani terapi, kami mencatat data identitas, kontak dan riwayat kesehatan yang diperlukan untuk perawatan.',
    ],
    items: ['Nama, tanggal lahir dan nomor telepon', 'Keluhan, hasil asesmen dan catatan terapi'],
  },
  {
    title: 'Penggunaan Data',
    paragraphs: [
      'Data digunakan untuk memberikan layanan fisioterapi, menghubungi Anda terkait jadwal, dan memenuhi kewajiban hukum. Kami tidak menjual data Anda kepada pihak mana pun.',
    ],
  },
  {
    title: 'Hubungi Kami',
    paragraphs: [
      `Pertanyaan tentang privasi dapat dikirim ke ${contact.privacyEmail} atau ke alamat kami: ${contact.address}.`,
    ],
  },
];

const meta = {
  title: 'Sections/Legal/LegalDocument',
  component: LegalDocument,
  tags: ['beta'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Kebijakan Privasi',
    lastUpdated: legal.lastUpdated,
    intro: `${clinic.name} menghormati privasi setiap pasien dan pengunjung situs ini.`,
    sections: privacySections,
  },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' }),
    ).toBeVisible();
    await expect(canvas.getByText('Terakhir diperbarui 20 Januari 2025')).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((h) => h.textContent)).toEqual([
      '1. Data yang Kami Kumpulkan',
      '2. Penggunaan Data',
      '3. Hubungi Kami',
    ]);
    const toc = canvas.getByRole('navigation', { name: 'Daftar isi' });
    const link = within(toc).getByRole('link', { name: '2. Penggunaan Data' });
    const target = link.getAttribute('href')?.slice(1) ?? '';
    await expect(document.getElementById(target)).toHaveAccessibleName('2. Penggunaan Data');
    await expect(canvas.getByText(new RegExp(contact.privacyEmail))).toBeVisible();
  },
};

export const UnderPageHero: Story = {
  args: { headingLevel: 'h2' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Kebijakan Privasi' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const LongText: Story = {
  args: {
    title: 'Syarat dan Ketentuan Layanan Fisioterapi, Homecare dan Konsultasi Online',
    sections: [
      ...privacySections,
      {
        title:
          'Pembatalan, Penjadwalan Ulang, Keterlambatan dan Pengembalian Dana untuk Sesi Tunggal maupun Paket',
        paragraphs: [
          'Pembatalan yang dilakukan jauh sebelum jadwal mendapat pengembalian dana penuh atau penjadwalan ulang tanpa biaya. Pembatalan mendadak dapat dikenakan biaya sesuai ketentuan yang berlaku, dan pasien yang tidak hadir tanpa pemberitahuan tidak mendapat pengembalian dana.',
        ],
      },
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
