import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { staffPagePaths } from '@klinik/clinic';
import { deskAccounts, deskAdmin, deskSetupLink } from '../../../stories/desk-fixtures';
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
import { AccountList } from './account-list';

const act = fn(never);
const retry = fn();

const meta = {
  title: 'Sections/Desk/AccountList',
  component: AccountList,
  tags: ['beta'],
  args: { state: ready(deskAccounts), action: staffPagePaths.accounts, selfId: deskAdmin.id },
  render: (args) => (
    <FormAction act={act}>
      {(form, sending: Values | undefined) => (
        <AccountList
          {...args}
          as={form.as}
          answer={form.answer}
          pending={
            sending
              ? {
                  id: Number(sending[deskFields.id]),
                  intent:
                    sending[deskIntent.name] === deskIntent.disableAccount
                      ? deskIntent.disableAccount
                      : deskIntent.resetAccount,
                }
              : undefined
          }
        />
      )}
    </FormAction>
  ),
} satisfies Meta<typeof AccountList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every account with its role, branches, state and second factor. The admin's own account offers
 * no 'Nonaktifkan', a disabled one neither. From the keyboard, Enter on 'Nonaktifkan' of Dewi
 * Lestari posts it with her id.
 */
export const Ready: Story = {
  play: async ({ canvas, userEvent }) => {
    const own = within(
      canvas.getByRole('heading', { name: 'Rina Kartika' }).closest('li') as HTMLElement,
    );
    await expect(own.queryByRole('button', { name: /Nonaktifkan/ })).toBeNull();
    const invited = within(
      canvas.getByRole('heading', { name: 'Bayu Saputra' }).closest('li') as HTMLElement,
    );
    await expect(invited.getByText('Diundang: belum mengatur kata sandi')).toBeVisible();
    await expect(invited.getByText('Sumur Bandung, MhorFitness Istana Plaza')).toBeVisible();
    const disable = canvas.getByRole('button', { name: 'Nonaktifkan: Dewi Lestari' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(disable).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(act).toHaveBeenCalledWith({
      [deskFields.id]: '2',
      [deskIntent.name]: deskIntent.disableAccount,
    });
    await expect(await canvas.findByRole('button', { name: 'Menyimpan...' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { state: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Belum ada akun staf' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat akun…');
  },
};

export const LoadError: Story = {
  args: { state: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalled();
  },
};

/**
 * On a phone, an account just added: its set-up link, shown once above the list, breaks rather
 * than run out of the screen.
 */
export const Mobile: Story = {
  ...mobile,
  args: {
    setupLink: {
      email: deskSetupLink.account.email,
      link: deskSetupLink.setup_link,
      expiresAt: deskSetupLink.expires_at,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const link = within(
      canvas.getByRole('region', { name: 'Tautan pengaturan untuk bayu.saputra@geraksehat.id' }),
    );
    await expect(link.getByText(deskSetupLink.setup_link)).toBeVisible();
    await expect(link.getByText(/hanya sekali pakai/)).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
