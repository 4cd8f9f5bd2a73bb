import type { Meta, StoryObj } from '@storybook/react-vite';
import { RotateCcw } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button } from '../../primitives/button/button';
import { ErrorState } from './error-state';

const onRetry = fn();

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  tags: ['stable'],
  args: {
    title: 'Gagal memuat artikel',
    message: 'Periksa koneksi internet Anda, lalu coba lagi.',
    action: (
      <Button variant="outline" onClick={onRetry}>
        <RotateCcw aria-hidden />
        Coba Lagi
      </Button>
    ),
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Gagal memuat artikel');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const WithoutAction: Story = {
  args: { action: undefined, title: 'Artikel tidak ditemukan', message: undefined },
};

export const LongText: Story = {
  args: {
    title: 'Gagal memuat daftar lokasi klinik dan jadwal praktik fisioterapis',
    message:
      'Server kami tidak merespons dalam waktu yang wajar. Periksa koneksi internet Anda, tunggu beberapa saat, lalu tekan tombol di bawah untuk mencoba lagi. Jika masalah berlanjut, hubungi kami melalui WhatsApp.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
