import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ArticleStatus } from './article-status';

const meta = {
  title: 'Sections/Articles/ArticleStatus',
  component: ArticleStatus,
  tags: ['beta'],
  args: { kind: 'not-found', onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ArticleStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Artikel tidak ditemukan' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kembali ke halaman artikel' })).toHaveAttribute(
      'href',
      '/artikel',
    );
    await expect(canvas.queryByRole('button', { name: 'Coba Lagi' })).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { kind: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Gagal memuat artikel');
    await expect(canvas.getByRole('link', { name: 'Kembali ke halaman artikel' })).toHaveAttribute(
      'href',
      '/artikel',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  args: { kind: 'error' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
