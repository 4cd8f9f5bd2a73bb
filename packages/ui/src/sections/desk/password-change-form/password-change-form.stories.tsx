import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  staffMessages,
  staffPagePaths,
  staffPasswordChangeSchema,
  type FormAnswer,
} from '@klinik/clinic';
import { checked, FormAction, never, refused, type Act } from '../../../stories/form-action';
import { expectNoSidewaysScroll, mobile } from '../../../stories/helpers';
import { deskIntent } from '../desk-intents';
import { PasswordChangeForm } from './password-change-form';

/** The own account route's action: the schema, then the API, which knows the current password. */
const change = fn(
  checked(staffPasswordChangeSchema, (values) =>
    values.current_password === 'teh manis hangat di sore hari'
      ? never(values)
      : refused(422, staffMessages.currentPasswordWrong, {
          current_password: staffMessages.currentPasswordWrong,
        })(values),
  ),
);
const sent = fn(never);

const meta = {
  title: 'Sections/Desk/PasswordChangeForm',
  component: PasswordChangeForm,
  tags: ['beta'],
  args: { action: staffPagePaths.ownAccount() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const routed =
  (act: Act, answer?: FormAnswer): Story['render'] =>
  (args) => (
    <FormAction act={act} answer={answer}>
      {(form) => <PasswordChangeForm {...args} {...form} />}
    </FormAction>
  );

/**
 * From the keyboard: the current password, the new one twice, Enter. A short new one is refused
 * at its field (the focus on it); a wrong current one at its own, in the API's words; the right
 * one sends the three fields with the form's intent ('Mengirim...').
 */
export const Keyboard: Story = {
  render: routed(change),
  play: async ({ canvas, userEvent }) => {
    const current = canvas.getByLabelText(/^Kata sandi saat ini/);
    const password = canvas.getByLabelText(/^Kata sandi baru/);
    const repeat = canvas.getByLabelText(/^Ulangi kata sandi baru/);
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(repeat).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.tab();
    await expect(current).toHaveFocus();
    await userEvent.paste('kopi jahe merah di malam hari');
    await userEvent.tab();
    await expect(password).toHaveFocus();
    await userEvent.keyboard('pendek');
    await userEvent.tab();
    await userEvent.keyboard('pendek{Enter}');
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAccessibleDescription(
      new RegExp(staffMessages.passwordTooShort.slice(0, 30)),
    );
    await userEvent.clear(password);
    await userEvent.paste('es teler segar di siang hari');
    await userEvent.clear(repeat);
    await userEvent.click(repeat);
    await userEvent.paste('es teler segar di siang hari');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveAccessibleDescription(staffMessages.currentPasswordWrong);
    await expect(canvas.getByRole('alert')).toHaveTextContent(staffMessages.currentPasswordWrong);
    await userEvent.clear(current);
    await userEvent.paste('teh manis hangat di sore hari');
    await userEvent.keyboard('{Enter}');
    await expect(change).toHaveBeenLastCalledWith({
      [deskIntent.name]: deskIntent.changePassword,
      current_password: 'teh manis hangat di sore hari',
      password: 'es teler segar di siang hari',
      password_repeat: 'es teler segar di siang hari',
    });
    await expect(await canvas.findByRole('button', { name: 'Mengirim...' })).toBeDisabled();
  },
};

/**
 * The page rendered anew after a post without script: a common new password refused at its
 * field, which takes the focus; the passwords typed do not come back.
 */
export const Common: Story = {
  render: routed(sent, {
    ok: false,
    status: 422,
    message: staffMessages.passwordCommon,
    errors: { password: staffMessages.passwordCommon },
    values: { [deskIntent.name]: deskIntent.changePassword },
  }),
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText(/^Kata sandi baru/);
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAccessibleDescription(/terlalu umum/);
    await expect(password).toHaveValue('');
    await expect(canvas.getByLabelText(/^Kata sandi saat ini/)).toHaveValue('');
  },
};

/** Too many wrong passwords (429): how long to wait, in the API's words. The form stays usable. */
export const Wait: Story = {
  render: routed(sent, {
    ok: false,
    status: 429,
    message: staffMessages.wait(3),
    values: { [deskIntent.name]: deskIntent.changePassword },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Terlalu banyak percobaan masuk. Silakan coba lagi dalam 3 menit.',
    );
    await expect(canvas.getByRole('button', { name: 'Ganti kata sandi' })).toBeEnabled();
  },
};

/** On a phone: the fields and the button in one column, nothing sideways. */
export const Mobile: Story = {
  ...mobile,
  render: routed(sent),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('form', { name: 'Ganti kata sandi' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
