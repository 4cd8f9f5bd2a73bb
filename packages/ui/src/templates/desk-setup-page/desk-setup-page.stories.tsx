import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { staffPagePaths } from '@klinik/clinic';
import { deskQrSrc, deskSetupInfo } from '../../stories/desk-fixtures';
import { desktop, expectNoSidewaysScroll, mobile } from '../../stories/helpers';
import { DeskSetupPage } from './desk-setup-page';

const meta = {
  title: 'Templates/Meja Depan/Atur Akun',
  component: DeskSetupPage,
  tags: ['beta'],
  parameters: { layout: 'fullscreen' },
  args: {
    setup: {
      info: deskSetupInfo,
      qrSrc: deskQrSrc,
      action: staffPagePaths.setup('Xb3kP9qLm2VnR7tY4wZc8dFg1hJ6sA0eU5iO2pK9xQz'),
    },
  },
} satisfies Meta<typeof DeskSetupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: the password, the QR code and its secret, and the first code. */
export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Atur akun meja depan' }),
    ).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop };
