import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { staffPagePaths } from '@klinik/clinic';
import { deskReceptionist, deskReceptionistFrame, deskSessions } from '../../stories/desk-fixtures';
import { desktop, expectNoSidewaysScroll, loadError, mobile, ready } from '../../stories/helpers';
import { DeskAccountPage } from './desk-account-page';

const meta = {
  title: 'Templates/Meja Depan/Akun Saya',
  component: DeskAccountPage,
  tags: ['beta'],
  parameters: { layout: 'fullscreen' },
  args: {
    frame: deskReceptionistFrame,
    account: deskReceptionist,
    password: { action: staffPagePaths.ownAccount() },
    sessions: { state: ready(deskSessions), action: staffPagePaths.ownAccount() },
  },
} satisfies Meta<typeof DeskAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: the account, the password form, then the sessions, 'Akun saya' marked. */
export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Akun saya' })).toBeVisible();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Meja depan' })).getByRole('link', {
        name: 'Akun saya',
      }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('dewi.lestari@geraksehat.id')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop };

/** Back after a password change (post/redirect/get): the notice, and this session alone. */
export const PasswordChangedDesktop: Story = {
  ...desktop,
  args: {
    done: 'kata-sandi',
    sessions: { state: ready(deskSessions.slice(0, 1)), action: staffPagePaths.ownAccount() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Kata sandi sudah diganti. Semua sesi lain sudah berakhir',
    );
  },
};

/** Back after ending a session, on a phone; the sessions could not be read again. */
export const SessionEndedLoadErrorMobile: Story = {
  ...mobile,
  args: {
    done: 'sesi',
    sessions: { state: loadError(fn()), action: staffPagePaths.ownAccount() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Sesi itu sudah berakhir/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Coba Lagi' })).toBeVisible();
  },
};
