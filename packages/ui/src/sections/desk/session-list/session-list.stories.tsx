import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { staffMessages, staffPagePaths } from '@klinik/clinic';
import { deskSessions } from '../../../stories/desk-fixtures';
import { FormAction, never, type Values } from '../../../stories/form-action';
import {
  empty,
  expectNoSidewaysScroll,
  loadError,
  loading,
  mobile,
  ready,
} from '../../../stories/helpers';
import { deskFields, deskIntent } from '../desk-intents';
import { SessionList } from './session-list';

const end = fn(never);
const retry = fn();

/** What the list's forms are sending now, as the site reads it from the router. */
const pendingOf = (sending: Values | undefined) => {
  if (!sending) return undefined;
  return sending[deskIntent.name] === deskIntent.endOtherSessions
    ? { intent: deskIntent.endOtherSessions }
    : { intent: deskIntent.endSession, id: Number(sending[deskFields.id]) };
};

const meta = {
  title: 'Sections/Desk/SessionList',
  component: SessionList,
  tags: ['beta'],
  args: { state: ready(deskSessions), action: staffPagePaths.ownAccount() },
  render: (args) => (
    <FormAction act={end} answer={args.answer}>
      {(form, sending) => (
        <SessionList {...args} as={form.as} answer={form.answer} pending={pendingOf(sending)} />
      )}
    </FormAction>
  ),
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three sessions, this one first and marked 'Sesi ini' with no way to end it here. From the
 * keyboard: Tab reaches 'Akhiri sesi ini' of the iPad first; opened (the browser's own), Tab
 * reaches the password and Enter ends it ('Mengakhiri...'), posting its id with the password.
 */
export const Ready: Story = {
  play: async ({ canvas, userEvent }) => {
    const sessions = within(canvas.getByRole('list', { name: 'Sesi aktif' }));
    const items = sessions.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const current = within(items[0] as HTMLElement);
    await expect(current.getByRole('heading', { name: /Chrome di Windows/ })).toBeVisible();
    await expect(current.getByText('Sesi ini')).toBeVisible();
    await expect(current.queryByText('Akhiri sesi ini')).toBeNull();
    await expect(
      within(items[2] as HTMLElement).getByRole('heading', { name: 'Perangkat tidak dikenal' }),
    ).toBeVisible();
    await expect(canvas.getByText('Akhiri semua sesi lain', { selector: 'summary' })).toBeVisible();

    await userEvent.tab();
    const ipad = canvas.getByText('Akhiri sesi ini', {
      selector: 'summary[aria-label="Akhiri sesi ini: Safari di iPad"]',
    });
    await expect(ipad).toHaveFocus();
    await userEvent.click(ipad);
    const password = within(items[1] as HTMLElement).getByLabelText(/^Kata sandi Anda/);
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.tab();
    await expect(password).toHaveFocus();
    await userEvent.paste('teh manis hangat di sore hari');
    await userEvent.keyboard('{Enter}');
    await expect(end).toHaveBeenCalledWith({
      [deskFields.id]: '39',
      current_password: 'teh manis hangat di sore hari',
      [deskIntent.name]: deskIntent.endSession,
    });
    await expect(await canvas.findByRole('button', { name: 'Mengakhiri...' })).toBeDisabled();
  },
};

/**
 * The page rendered anew after a wrong password for the iPad's session: its form open again, the
 * message at its field, which takes the focus, and the alert above the list.
 */
export const WrongPassword: Story = {
  args: {
    answer: {
      ok: false,
      status: 422,
      message: staffMessages.currentPasswordWrong,
      errors: { current_password: staffMessages.currentPasswordWrong },
      values: { [deskIntent.name]: deskIntent.endSession, [deskFields.id]: '39' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(staffMessages.currentPasswordWrong);
    const ipad = within(canvas.getAllByRole('listitem')[1] as HTMLElement);
    const password = ipad.getByLabelText(/^Kata sandi Anda/);
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAccessibleDescription(
      new RegExp(staffMessages.currentPasswordWrong.slice(0, 30)),
    );
  },
};

/** Every other session at once: its own form, with the password again. */
export const EndAll: Story = {
  play: async ({ canvas, userEvent }) => {
    const summary = canvas.getByText('Akhiri semua sesi lain', { selector: 'summary' });
    await userEvent.click(summary);
    const details = within(summary.closest('details') as HTMLElement);
    const password = details.getByLabelText(/^Kata sandi Anda/);
    await userEvent.click(password);
    await userEvent.paste('teh manis hangat di sore hari');
    await userEvent.keyboard('{Enter}');
    await expect(end).toHaveBeenLastCalledWith({
      current_password: 'teh manis hangat di sore hari',
      [deskIntent.name]: deskIntent.endOtherSessions,
    });
  },
};

/** Signed in on this device only: nothing to end here, and it says so. */
export const OnlyThisOne: Story = {
  args: { state: ready(deskSessions.slice(0, 1)) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Tidak ada sesi lain: akun ini hanya masuk di perangkat ini.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { state: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Tidak ada sesi aktif' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat sesi…');
  },
};

export const LoadError: Story = {
  args: { state: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalled();
  },
};

/** On a phone: one column, the times and the forms within the screen. */
export const Mobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(
      canvas.getAllByText('Akhiri sesi ini', { selector: 'summary' })[0] as HTMLElement,
    );
    await expectNoSidewaysScroll(canvasElement);
  },
};
