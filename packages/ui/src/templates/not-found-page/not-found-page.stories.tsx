import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { desktop, expectNoSidewaysScroll, mobile } from '../../stories/helpers';
import { NotFoundPage } from './not-found-page';

const meta = {
  title: 'Templates/404',
  component: NotFoundPage,
  tags: ['beta'],
  args: { onBack: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Halaman Tidak Ditemukan' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute(
      'href',
      '/',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Kembali ke Halaman Sebelumnya' }));
    await expect(args.onBack).toHaveBeenCalled();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop };
