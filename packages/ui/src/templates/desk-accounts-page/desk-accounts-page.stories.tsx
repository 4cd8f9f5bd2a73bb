import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { branches, staffPagePaths } from '@klinik/clinic';
import { deskAccounts, deskAdmin, deskFrame, deskSetupLink } from '../../stories/desk-fixtures';
import { desktop, expectNoSidewaysScroll, mobile, ready } from '../../stories/helpers';
import { DeskAccountsPage } from './desk-accounts-page';

const meta = {
  title: 'Templates/Meja Depan/Akun',
  component: DeskAccountsPage,
  tags: ['beta'],
  parameters: { layout: 'fullscreen' },
  args: {
    frame: deskFrame,
    form: { action: staffPagePaths.accounts, branches },
    list: {
      state: ready(deskAccounts),
      action: staffPagePaths.accounts,
      selfId: deskAdmin.id,
      setupLink: {
        email: deskSetupLink.account.email,
        link: deskSetupLink.setup_link,
        expiresAt: deskSetupLink.expires_at,
      },
    },
  },
} satisfies Meta<typeof DeskAccountsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: the form, the new set-up link and the accounts. */
export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Akun staf' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop };
