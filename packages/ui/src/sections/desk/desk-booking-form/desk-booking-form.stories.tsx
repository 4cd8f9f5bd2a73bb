import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  bookableServices,
  bookingMessages,
  branches,
  consentTexts,
  staffBookingRequestSchema,
  staffMessages,
  staffPagePaths,
  type FormAnswer,
} from '@klinik/clinic';
import { bookingDayTimes } from '../../../stories/booking-fixtures';
import { deskMoveDates } from '../../../stories/desk-fixtures';
import { checked, FormAction, never, type Act } from '../../../stories/form-action';
import { mobile, ready } from '../../../stories/helpers';
import { deskIntent } from '../desk-intents';
import { DeskBookingForm } from './desk-booking-form';

const newHref = staffPagePaths.newBooking();
const navigate = fn();
const book = fn(checked(staffBookingRequestSchema, never));

const chosen = {
  choice: { branch: 'kiaracondong', service: 'rehab-recovery', date: '2026-12-21' },
  times: ready(bookingDayTimes),
} as const;

const meta = {
  title: 'Sections/Desk/DeskBookingForm',
  component: DeskBookingForm,
  tags: ['beta'],
  args: {
    action: newHref,
    branches,
    services: bookableServices,
    choice: {},
    dates: deskMoveDates,
    onChoiceChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeskBookingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const routed =
  (act: Act, answer?: FormAnswer): Story['render'] =>
  (args) => (
    <FormAction act={act} navigate={navigate} answer={answer}>
      {(form) => <DeskBookingForm {...args} {...form} />}
    </FormAction>
  );

/**
 * Nothing chosen yet: the branch, the service and the day, a GET form to the page itself named
 * as the desk's addresses name them (`?cabang=&layanan=&tanggal=`); a closed day shows its reason.
 */
export const Choices: Story = {
  render: routed(book),
  play: async ({ canvas, userEvent, args }) => {
    const form = canvas.getByRole('form', { name: 'Pilih cabang, layanan, dan tanggal' });
    await expect(form).toHaveAttribute('method', 'get');
    await userEvent.click(canvas.getByRole('radio', { name: 'Sumur Bandung' }));
    await userEvent.click(canvas.getByRole('radio', { name: /Sport Massage/ }));
    await userEvent.click(canvas.getByRole('radio', { name: /Sab, 26 Des/ }));
    await expect(args.onChoiceChange).toHaveBeenLastCalledWith({
      branch: 'sumur-bandung',
      service: 'edukasi-injury',
      date: '2026-12-26',
    });
    await expect(canvas.getByRole('radio', { name: /Jum, 25 Des/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan jam' }));
    await expect(navigate).toHaveBeenCalledWith(
      `${newHref}?cabang=sumur-bandung&layanan=edukasi-injury&tanggal=2026-12-26`,
    );
    await expect(canvas.queryByRole('form', { name: 'Data janji temu' })).toBeNull();
  },
};

/**
 * From the keyboard, everything chosen: sent without a time, the focus goes to the times with
 * 'Silakan pilih jam'; an arrow key picks one; Tab goes to 'Nama Lengkap'; Enter in a field
 * sends, refused at the first missing field, the consent read out last. Space ticks it, and Enter
 * on the button books ('Mengirim...') with the consent's version.
 */
export const Keyboard: Story = {
  args: chosen,
  render: routed(book),
  play: async ({ canvas, userEvent }) => {
    const details = within(canvas.getByRole('form', { name: 'Data janji temu' }));
    const submit = details.getByRole('button', { name: 'Buat janji temu' });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    const first = details.getByRole('radio', { name: '09.00' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(details.getByRole('group', { name: /Pilih jam/ })).toHaveAccessibleDescription(
      bookingMessages.timeRequired,
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(details.getByRole('radio', { name: '12.00' })).toBeChecked();
    await userEvent.tab();
    const name = details.getByRole('textbox', { name: /Nama Lengkap/ });
    await expect(name).toHaveFocus();
    await userEvent.keyboard('Siti Rahmawati{Enter}');
    const phone = details.getByRole('textbox', { name: /Nomor WhatsApp/ });
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveAccessibleDescription(/Nomor WhatsApp wajib diisi/);
    await userEvent.keyboard('0812 2000 4515{Enter}');
    const consent = details.getByRole('checkbox', { name: /dan pasien setuju/ });
    await waitFor(() => expect(consent).toHaveFocus());
    await expect(consent).toHaveAccessibleDescription(staffMessages.consentRequired);
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(submit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(book).toHaveBeenLastCalledWith({
      branch: 'kiaracondong',
      service: 'rehab-recovery',
      date: '2026-12-21',
      time: '12:00',
      name: 'Siti Rahmawati',
      phone: '0812 2000 4515',
      email: '',
      complaint: '',
      consent: 'on',
      consent_version: String(consentTexts.booking.version),
      [deskIntent.name]: deskIntent.book,
    });
    await expect(await details.findByRole('button', { name: 'Mengirim...' })).toBeDisabled();
  },
};

/**
 * The time was taken meanwhile (409), the page rendered anew after the post: the API's words in
 * an alert, the times as they are now, and what was typed kept.
 */
export const Taken: Story = {
  args: chosen,
  render: routed(book, {
    ok: false,
    status: 409,
    message: bookingMessages.taken,
    values: { time: '12:00', name: 'Siti Rahmawati', phone: '0812 2000 4515' },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(bookingMessages.taken);
    await expect(canvas.getByRole('textbox', { name: /Nama Lengkap/ })).toHaveValue(
      'Siti Rahmawati',
    );
  },
};

/**
 * A receptionist of one branch on a phone: the branch is written out and sent along, not asked;
 * the fields are one column.
 */
export const Mobile: Story = {
  ...mobile,
  args: { ...chosen, branches: branches.filter((branch) => branch.value === 'kiaracondong') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('group', { name: 'Cabang' })).toBeNull();
    await expect(canvasElement.querySelector('input[name="cabang"]')).toHaveValue('kiaracondong');
    await expect(canvas.getByRole('button', { name: 'Buat janji temu' })).toBeVisible();
  },
};
