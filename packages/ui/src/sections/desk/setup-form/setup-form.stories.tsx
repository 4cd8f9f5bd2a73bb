import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { staffMessages, staffPagePaths, staffSetupSchema, type FormAnswer } from '@klinik/clinic';
import { deskQrSrc, deskSetupDone, deskSetupInfo } from '../../../stories/desk-fixtures';
import { checked, FormAction, never, refused, type Act } from '../../../stories/form-action';
import { expectNoSidewaysScroll, mobile } from '../../../stories/helpers';
import { SetupForm } from './setup-form';

const token = 'Xb3kP9qLm2VnR7tY4wZc8dFg1hJ6sA0eU5iO2pK9xQz';

/** The set-up's action: the schema, then the API, which knows the common passwords. */
const setUp = fn(
  checked(staffSetupSchema, (values) =>
    values.password === 'password123456789'
      ? refused(400, 'Periksa kembali isian Anda.', { password: staffMessages.passwordCommon })(
          values,
        )
      : never(values),
  ),
);

const meta = {
  title: 'Sections/Desk/SetupForm',
  component: SetupForm,
  tags: ['beta'],
  args: { info: deskSetupInfo, qrSrc: deskQrSrc, action: staffPagePaths.setup(token) },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SetupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const routed =
  (act: Act, answer?: FormAnswer): Story['render'] =>
  (args) => (
    <FormAction act={act} answer={answer}>
      {(form) => <SetupForm {...args} {...form} />}
    </FormAction>
  );

/**
 * An admin's set-up from the keyboard: a short password is refused at its field (the focus on
 * it); a common one pasted is refused in the API's words; the QR code is an image with the secret
 * as text beside it, and the code is required.
 */
export const Keyboard: Story = {
  render: routed(setUp),
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByRole('img', { name: /Kode QR untuk aplikasi autentikator/ }),
    ).toHaveAttribute('src', deskQrSrc);
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const password = canvas.getByLabelText(/^Kata sandi baru/);
    const repeat = canvas.getByLabelText(/^Ulangi kata sandi/);
    await userEvent.tab();
    await expect(password).toHaveFocus();
    await userEvent.keyboard('pendek{Enter}');
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAccessibleDescription(
      new RegExp(staffMessages.passwordTooShort.slice(0, 30)),
    );
    await userEvent.clear(password);
    await userEvent.paste('password123456789');
    await userEvent.tab();
    await expect(repeat).toHaveFocus();
    await userEvent.paste('password123456789');
    await userEvent.tab();
    await userEvent.keyboard('123456{Enter}');
    await waitFor(() => expect(password).toHaveAccessibleDescription(/terlalu umum/));
    await expect(canvas.getByRole('textbox', { name: /Kode dari aplikasi/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

/** A receptionist: the second factor is optional, its code may stay empty. */
export const Optional: Story = {
  args: { info: { ...deskSetupInfo, role: 'desk', second_factor: 'optional' } },
  render: routed(setUp),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Verifikasi dua langkah \(opsional\)/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Kode dari aplikasi/ })).not.toHaveAttribute(
      'aria-required',
    );
  },
};

/** Done: the ten recovery codes, shown this once, and the way to sign in. */
export const Done: Story = {
  args: {
    done: { recoveryCodes: deskSetupDone.recovery_codes, signInHref: staffPagePaths.signIn },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Akun siap dipakai' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      deskSetupDone.recovery_codes,
    );
    await expect(canvas.getByRole('link', { name: 'Masuk ke meja depan' })).toHaveAttribute(
      'href',
      '/staf/masuk',
    );
  },
};

export const Mobile: Story = {
  ...mobile,
  render: routed(setUp),
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
};
