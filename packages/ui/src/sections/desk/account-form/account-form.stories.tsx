import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  branches,
  staffAccountInputSchema,
  staffMessages,
  staffPagePaths,
  type FormAnswer,
} from '@klinik/clinic';
import { checked, FormAction, never, refused, type Act } from '../../../stories/form-action';
import { expectNoSidewaysScroll, mobile } from '../../../stories/helpers';
import { deskIntent } from '../desk-intents';
import { AccountForm } from './account-form';

/** The accounts route's action: the fields as `FormData.getAll` gives the boxes, then the schema. */
const add = fn(checked(staffAccountInputSchema, never));

const meta = {
  title: 'Sections/Desk/AccountForm',
  component: AccountForm,
  tags: ['beta'],
  args: { action: staffPagePaths.accounts, branches },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const routed =
  (act: Act, answer?: FormAnswer): Story['render'] =>
  (args) => (
    <FormAction act={act} answer={answer}>
      {(form) => <AccountForm {...args} {...form} />}
    </FormAction>
  );

/**
 * From the keyboard: e-mail, name, the role (a receptionist by default), a branch ticked with
 * Space; Enter posts the account with its intent ('Mengirim...').
 */
export const Keyboard: Story = {
  render: routed(add),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Resepsionis' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveFocus();
    await userEvent.keyboard('bayu.saputra@geraksehat.id');
    await userEvent.tab();
    await userEvent.keyboard('Bayu Saputra');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Resepsionis' })).toHaveFocus();
    await userEvent.tab();
    const first = canvas.getByRole('checkbox', { name: 'Kiaracondong' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah akun' }));
    await expect(add).toHaveBeenLastCalledWith({
      [deskIntent.name]: deskIntent.addAccount,
      email: 'bayu.saputra@geraksehat.id',
      name: 'Bayu Saputra',
      role: 'desk',
      branches: 'kiaracondong',
    });
    await expect(await canvas.findByRole('button', { name: 'Mengirim...' })).toBeDisabled();
  },
};

/**
 * Refused: the e-mail is taken and a receptionist has no branch; each message at its group, the
 * focus on the e-mail.
 */
export const Refused: Story = {
  render: routed(
    refused(400, 'Periksa kembali isian Anda.', {
      email: staffMessages.emailTaken,
      branches: staffMessages.branchesRequired,
    }),
    {
      ok: false,
      status: 400,
      message: 'Periksa kembali isian Anda.',
      errors: { email: staffMessages.emailTaken, branches: staffMessages.branchesRequired },
      values: { email: 'dewi.lestari@geraksehat.id', name: 'Dewi L.', role: 'desk' },
    },
  ),
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(staffMessages.emailTaken);
    await expect(canvas.getByRole('group', { name: 'Cabang' })).toHaveAccessibleDescription(
      new RegExp(staffMessages.branchesRequired),
    );
  },
};

export const Mobile: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
};
