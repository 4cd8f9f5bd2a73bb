import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLeft, House, RotateCcw, SearchX, TriangleAlert } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { expectSideBySide, expectStacked } from '../../stories/helpers';
import { AppLink } from '../../primitives/app-link/app-link';
import { Button } from '../../primitives/button/button';
import { StatusPage } from './status-page';

const retry = fn();

const failure = {
  tone: 'danger',
  icon: TriangleAlert,
  title: 'Terjadi Kesalahan',
  message: 'Maaf, halaman ini gagal ditampilkan. Coba muat ulang halaman, atau kembali ke beranda.',
  children: (
    <>
      <Button size="lg" onClick={retry}>
        <RotateCcw aria-hidden className="size-5" />
        Coba Lagi
      </Button>
      <Button asChild variant="outline" size="lg">
        <AppLink href="/">
          <House aria-hidden className="size-5" />
          Kembali ke Beranda
        </AppLink>
      </Button>
    </>
  ),
} as const;

const meta = {
  title: 'Feedback and states/StatusPage',
  component: StatusPage,
  tags: ['stable'],
  parameters: { layout: 'fullscreen' },
  args: {
    icon: SearchX,
    title: 'Layanan tidak ditemukan',
    message:
      'Layanan yang Anda cari tidak tersedia atau alamatnya sudah berubah. Lihat daftar layanan kami untuk menemukan terapi yang sesuai.',
    children: (
      <Button asChild size="lg">
        <AppLink href="/layanan">
          <ArrowLeft aria-hidden className="size-5" />
          Kembali ke Daftar Layanan
        </AppLink>
      </Button>
    ),
  },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Something is missing (`primary`): a calm page, not an alert, with the way back. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Layanan tidak ditemukan' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Layanan tidak ditemukan' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Kembali ke Daftar Layanan' })).toHaveAttribute(
      'href',
      '/layanan',
    );
  },
};

/** Something failed (`danger`): announced as an alert, with 'Coba Lagi' and the way home side by side. */
export const Failure: Story = {
  args: failure,
  play: async ({ canvas, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Terjadi Kesalahan');
    await expect(alert).toHaveTextContent('Coba muat ulang halaman');
    const again = canvas.getByRole('button', { name: 'Coba Lagi' });
    const home = canvas.getByRole('link', { name: 'Kembali ke Beranda' });
    await expectSideBySide(again, home);
    await userEvent.click(again);
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    title: 'Layanan Fisioterapi Pascaoperasi Lutut dan Bahu untuk Atlet Tidak Ditemukan',
    message:
      'Layanan yang Anda cari tidak tersedia, sudah digabung dengan program lain, atau alamatnya sudah berubah sejak tautan ini dibagikan. Lihat daftar layanan kami untuk menemukan terapi yang sesuai, atau hubungi kami agar fisioterapis membantu memilihkan program.',
  },
};

/** On a phone the actions are stacked, each under the other. */
export const Mobile: Story = {
  args: failure,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expectStacked(
      canvas.getByRole('button', { name: 'Coba Lagi' }),
      canvas.getByRole('link', { name: 'Kembali ke Beranda' }),
    );
  },
};
