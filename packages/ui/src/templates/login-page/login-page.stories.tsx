import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktop, expectNoSidewaysScroll, expectStacked, mobile } from '../../stories/helpers';
import { LoginPage } from './login-page';

const meta = {
  title: 'Templates/Login',
  component: LoginPage,
  tags: ['beta'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Area Pasien Belum Tersedia Online' }),
    ).toBeVisible();
    const home = canvas.getByRole('link', { name: 'Kembali ke Beranda' });
    const contact = canvas.getByRole('link', { name: 'Hubungi Kami' });
    await expect(home).toHaveAttribute('href', '/');
    await expect(contact).toHaveAttribute('href', '/kontak');
    await expectStacked(home, contact);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop };
