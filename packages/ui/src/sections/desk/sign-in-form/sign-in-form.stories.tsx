import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { staffMessages, staffPagePaths, type FormAnswer } from '@klinik/clinic';
import { FormAction, never, refused, type Act } from '../../../stories/form-action';
import { expectNoSidewaysScroll, mobile } from '../../../stories/helpers';
import { SignInForm } from './sign-in-form';

const wrong = fn(refused(401, staffMessages.signInFailed));
const signIn = fn(never);

const meta = {
  title: 'Sections/Desk/SignInForm',
  component: SignInForm,
  tags: ['beta'],
  args: { action: staffPagePaths.signIn },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const routed =
  (act: Act, answer?: FormAnswer): Story['render'] =>
  (args) => (
    <FormAction act={act} answer={answer}>
      {(form) => <SignInForm {...args} {...form} />}
    </FormAction>
  );

/**
 * From the keyboard: e-mail, Tab, password, Enter. A wrong one is said once, the same for every
 * wrong part, in an alert; the e-mail stays.
 */
export const Keyboard: Story = {
  render: routed(wrong),
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await expect(email).toHaveAttribute('autocomplete', 'username');
    const password = canvas.getByLabelText(/Kata sandi/);
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.keyboard('dewi.lestari@geraksehat.id');
    await userEvent.tab();
    await expect(password).toHaveFocus();
    await userEvent.paste('salah sekali kata sandinya');
    await userEvent.keyboard('{Enter}');
    await expect(wrong).toHaveBeenCalledWith({
      email: 'dewi.lestari@geraksehat.id',
      password: 'salah sekali kata sandinya',
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(staffMessages.signInFailed);
    await expect(email).toHaveValue('dewi.lestari@geraksehat.id');
  },
};

/**
 * The second step, the page rendered anew: the code field (`one-time-code`) takes the focus;
 * Enter sends the three fields.
 */
export const CodeStep: Story = {
  args: { codeStep: true },
  render: routed(signIn, {
    ok: false,
    status: 401,
    message: staffMessages.codeRequired,
    errors: { code: staffMessages.codeRequired },
    values: { email: 'rina.kartika@geraksehat.id' },
  }),
  play: async ({ canvas, userEvent }) => {
    const code = canvas.getByRole('textbox', { name: /Kode verifikasi/ });
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue(
      'rina.kartika@geraksehat.id',
    );
    await userEvent.keyboard('492 817{Enter}');
    await expect(signIn).toHaveBeenCalledWith({
      email: 'rina.kartika@geraksehat.id',
      password: '',
      code: '492 817',
    });
  },
};

/** Too many tries (429): how long to wait, in the API's words. The form stays usable. */
export const Wait: Story = {
  render: routed(signIn, {
    ok: false,
    status: 429,
    message: staffMessages.wait(2),
    values: { email: 'dewi.lestari@geraksehat.id' },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Terlalu banyak percobaan masuk. Silakan coba lagi dalam 2 menit.',
    );
    await expect(canvas.getByRole('button', { name: 'Masuk' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  ...mobile,
  render: routed(signIn),
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
};
