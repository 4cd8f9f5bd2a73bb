import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  branches,
  staffClosureInputSchema,
  staffMessages,
  staffPagePaths,
  type FormAnswer,
} from '@klinik/clinic';
import { at } from '../../../stories/fixtures';
import { deskBookings, deskDate } from '../../../stories/desk-fixtures';
import { checked, FormAction, never, type Act } from '../../../stories/form-action';
import { expectNoSidewaysScroll, mobile } from '../../../stories/helpers';
import { deskIntent } from '../desk-intents';
import { ClosureForm } from './closure-form';

const add = fn(checked(staffClosureInputSchema, never));

const meta = {
  title: 'Sections/Desk/ClosureForm',
  component: ClosureForm,
  tags: ['beta'],
  args: { action: staffPagePaths.closures, branches, today: deskDate },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ClosureForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const routed =
  (act: Act, answer?: FormAnswer): Story['render'] =>
  (args) => (
    <FormAction act={act} answer={answer}>
      {(form) => <ClosureForm {...args} {...form} />}
    </FormAction>
  );

/**
 * From the keyboard: sent empty, each field says what it needs and the focus goes to 'Cabang';
 * filled in, Enter in 'Alasan' posts the closure with its intent ('Mengirim...').
 */
export const Keyboard: Story = {
  render: routed(add),
  play: async ({ canvas, userEvent }) => {
    const submit = canvas.getByRole('button', { name: 'Tutup cabang pada hari itu' });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    const branch = canvas.getByRole('combobox', { name: /Cabang/ });
    await waitFor(() => expect(branch).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /Alasan/ })).toHaveAccessibleDescription(
      /Alasan wajib diisi/,
    );
    await userEvent.selectOptions(branch, 'mhorfitness');
    await userEvent.tab();
    await userEvent.keyboard('2027-01-11');
    await userEvent.tab();
    await userEvent.keyboard('Listrik gedung dipadamkan{Enter}');
    await expect(add).toHaveBeenLastCalledWith({
      [deskIntent.name]: deskIntent.addClosure,
      branch: 'mhorfitness',
      date: '2027-01-11',
      reason: 'Listrik gedung dipadamkan',
    });
    await expect(await canvas.findByRole('button', { name: 'Mengirim...' })).toBeDisabled();
  },
};

/**
 * The day still has bookings (409): nothing was closed; the API's words in an alert and the
 * bookings to contact first, each a link to move or cancel it.
 */
export const HasBookings: Story = {
  args: { toContact: [at(deskBookings, 5), at(deskBookings, 6)] },
  render: routed(add, {
    ok: false,
    status: 409,
    message: staffMessages.closureHasBookings(2),
    values: { branch: 'kiaracondong', date: deskDate, reason: 'Listrik padam' },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ada 2 janji temu pada hari itu. Hubungi pasiennya terlebih dahulu',
    );
    const contact = within(
      canvas.getByRole('region', { name: 'Hubungi pasien ini terlebih dahulu' }),
    );
    await expect(contact.getByRole('link', { name: 'Dewi Anggraini' })).toHaveAttribute(
      'href',
      '/staf/janji/R2XN-8KVF',
    );
    await expect(canvas.getByRole('textbox', { name: /Alasan/ })).toHaveValue('Listrik padam');
  },
};

export const Mobile: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
};
