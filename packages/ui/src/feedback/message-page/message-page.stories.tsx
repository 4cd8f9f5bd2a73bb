import type { Meta, StoryObj } from '@storybook/react-vite';
import { contact } from '@klinik/clinic';
import { expect, fn } from 'storybook/test';
import { expectStacked, expectSideBySide } from '../../stories/helpers';
import { telHref } from '../../lib/tel';
import { AppLink } from '../../primitives/app-link/app-link';
import { Button } from '../../primitives/button/button';
import { MessagePage } from './message-page';

const retry = fn();

const meta = {
  title: 'Feedback/MessagePage',
  component: MessagePage,
  tags: ['stable'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Area Pasien Belum Tersedia Online',
    lead: 'Sesi Anda telah berakhir atau halaman ini membutuhkan akun. Saat ini layanan akun pasien belum tersedia secara online. Untuk jadwal, hasil terapi, atau pertanyaan lain, silakan hubungi tim kami.',
    children: (
      <>
        <Button asChild>
          <AppLink href="/">Kembali ke Beranda</AppLink>
        </Button>
        <Button asChild variant="outline">
          <AppLink href="/kontak">Hubungi Kami</AppLink>
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof MessagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /login's message: the heading, the lead and two ways on, side by side from `sm`. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Area Pasien Belum Tersedia Online' }),
    ).toBeVisible();
    await expect(canvas.getByText(/layanan akun pasien belum tersedia/)).toBeVisible();
    const home = canvas.getByRole('link', { name: 'Kembali ke Beranda' });
    const contactLink = canvas.getByRole('link', { name: 'Hubungi Kami' });
    await expect(home).toHaveAttribute('href', '/');
    await expect(contactLink).toHaveAttribute('href', '/kontak');
    await expectSideBySide(home, contactLink);
  },
};

/** /offline's message: `details` lists what still works; 'Coba Lagi' is a button. */
export const WithDetails: Story = {
  args: {
    title: 'Anda Sedang Offline',
    lead: 'Halaman ini belum tersimpan di perangkat Anda, jadi belum bisa dibuka tanpa koneksi internet.',
    details: (
      <>
        <h2 className="text-foreground mt-10 text-xl font-bold">Yang tetap bisa Anda lakukan</h2>
        <ul className="text-muted-foreground mx-auto mt-4 max-w-prose list-disc space-y-2 pl-6 text-left">
          <li>Membaca kembali halaman dan artikel yang pernah Anda buka di perangkat ini.</li>
          <li>
            Menelepon klinik di{' '}
            <a href={telHref(contact.phone)} className="font-semibold">
              {contact.phone}
            </a>
            : panggilan telepon tidak membutuhkan internet.
          </li>
        </ul>
      </>
    ),
    children: (
      <>
        <Button onClick={retry}>Coba Lagi</Button>
        <Button asChild variant="outline">
          <AppLink href="/">Kembali ke Beranda</AppLink>
        </Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Yang tetap bisa Anda lakukan' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: contact.phone })).toHaveAttribute(
      'href',
      'tel:+622287305521',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    title: 'Area Pasien dan Riwayat Terapi Anda Belum Dapat Dibuka Secara Online Saat Ini',
    lead: 'Sesi Anda telah berakhir atau halaman ini membutuhkan akun. Saat ini layanan akun pasien belum tersedia secara online. Untuk jadwal terapi berikutnya, hasil evaluasi, kuitansi untuk klaim asuransi, atau pertanyaan lain tentang program pemulihan Anda, silakan hubungi tim administrasi kami di cabang tempat Anda berobat.',
  },
};

/** On a phone the ways on are stacked, each as wide as the column. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const home = canvas.getByRole('link', { name: 'Kembali ke Beranda' });
    const contactLink = canvas.getByRole('link', { name: 'Hubungi Kami' });
    await expectStacked(home, contactLink);
    await expect(home.getBoundingClientRect().width).toBe(
      contactLink.getBoundingClientRect().width,
    );
  },
};
