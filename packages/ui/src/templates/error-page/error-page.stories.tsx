import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { desktop, mobile } from '../../stories/helpers';
import { ErrorPage } from './error-page';

const meta = {
  title: 'Templates/Kesalahan',
  component: ErrorPage,
  tags: ['beta'],
  args: { onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyDesktop: Story = {
  ...desktop,
  play: async ({ canvas, userEvent, args }) => {
    const page = canvas.getByRole('alert');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Terjadi Kesalahan' }),
    ).toBeVisible();
    await expect(page).toHaveTextContent('kembali ke beranda');
    await expect(canvas.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute(
      'href',
      '/',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas }) => {
    // Stacked on a phone: each action as wide as its text, one under the other.
    const retry = canvas.getByRole('button', { name: 'Coba Lagi' }).getBoundingClientRect();
    const home = canvas.getByRole('link', { name: 'Kembali ke Beranda' }).getBoundingClientRect();
    await expect(home.top).toBeGreaterThan(retry.bottom - 1);
  },
};
