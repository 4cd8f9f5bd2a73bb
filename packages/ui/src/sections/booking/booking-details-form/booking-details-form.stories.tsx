import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  bookingMessages,
  bookingRequestSchema,
  consentTexts,
  consentVersionName,
  honeypotName,
  typedValues,
  unsentMessages,
  type FormAnswer,
} from '@klinik/clinic';
import { bookingDayTimes, safetyContent } from '../../../stories/booking-fixtures';
import {
  checked,
  FormAction,
  never,
  refused,
  unsent,
  type Act,
} from '../../../stories/form-action';
import { mobile, ready, tabsThrough } from '../../../stories/helpers';
import { BookingDetailsForm } from './booking-details-form';

/** The booking route's action: the fields checked with the contract's schema, then booked. */
const book = fn(checked(bookingRequestSchema, never));

/** The day's times after 12.00 was taken meanwhile, as the page has them after a 409. */
const takenMeanwhile = ready(
  bookingDayTimes.map((slot) => (slot.time === '12:00' ? { ...slot, free: false } : slot)),
);

const meta = {
  title: 'Sections/Booking/BookingDetailsForm',
  component: BookingDetailsForm,
  tags: ['beta'],
  args: {
    action: '/janji-temu',
    choice: { branch: 'kiaracondong', service: 'rehab-recovery', date: '2026-12-21' },
    dateLabel: 'Sen, 21 Des',
    times: ready(bookingDayTimes),
    safety: safetyContent,
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type Context = Parameters<NonNullable<Story['play']>>[0];

/**
 * The form on its route: `act` answers what it posts; `answer`, what the page starts with. After
 * a 409 the page has the day's times as they are now (the site loads them again).
 */
const routed =
  (act: Act, answer?: FormAnswer): Story['render'] =>
  (args) => (
    <FormAction act={act} answer={answer}>
      {(form) => (
        <BookingDetailsForm
          {...args}
          {...form}
          times={
            form.answer?.ok === false && form.answer.status === 409 ? takenMeanwhile : args.times
          }
        />
      )}
    </FormAction>
  );

const fields = (canvas: Canvas) => ({
  name: canvas.getByRole('textbox', { name: /Nama Lengkap/ }),
  phone: canvas.getByRole('textbox', { name: /Nomor WhatsApp/ }),
  email: canvas.getByRole('textbox', { name: /Email/ }),
  complaint: canvas.getByRole('textbox', { name: /Keluhan/ }),
  consent: canvas.getByRole('checkbox', { name: /Saya setuju/ }),
  submit: canvas.getByRole('button', { name: 'Buat Janji Temu' }),
});

/** What the form posts when filled in as `fillAndSend` does. */
const posted = {
  branch: 'kiaracondong',
  service: 'rehab-recovery',
  date: '2026-12-21',
  time: '12:00',
  name: 'Siti Rahmawati',
  phone: '0812 2000 4515',
  email: '',
  complaint: 'Nyeri lutut kanan setelah futsal.',
  [honeypotName]: '',
  [consentVersionName]: String(consentTexts.booking.version),
  consent: 'on',
};

/** The visitor picks 12.00, fills in the details, agrees and sends. */
async function fillAndSend({ canvas, userEvent }: Context) {
  const { name, phone, complaint, consent, submit } = fields(canvas);
  await userEvent.click(canvas.getByText('12.00'));
  await userEvent.type(name, 'Siti Rahmawati');
  await userEvent.type(phone, '0812 2000 4515');
  await userEvent.type(complaint, 'Nyeri lutut kanan setelah futsal.');
  await userEvent.click(consent);
  await userEvent.click(submit);
}

/** A POST form to `action` with the choice as hidden fields and the contract's field names. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: 'Data janji temu' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/janji-temu');
    await expect(form).toHaveAttribute('novalidate');
    const hidden = [...canvasElement.querySelectorAll<HTMLInputElement>('input[type="hidden"]')];
    await expect(hidden.map((input) => [input.name, input.value])).toEqual([
      ['branch', 'kiaracondong'],
      ['service', 'rehab-recovery'],
      ['date', '2026-12-21'],
      [consentVersionName, String(consentTexts.booking.version)],
    ]);
    const { name, phone, email, complaint, consent, submit } = fields(canvas);
    await expect(name).toHaveAttribute('name', 'name');
    await expect(phone).toHaveAttribute('name', 'phone');
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(email).toHaveAttribute('name', 'email');
    await expect(complaint).toHaveAttribute('maxlength', '1000');
    await expect(consent).toHaveAttribute('name', 'consent');
    await expect(canvasElement.querySelector(`input[name="${honeypotName}"]`)).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await expect(canvas.getByRole('link', { name: 'Kebijakan Privasi' })).toHaveAttribute(
      'href',
      '/kebijakan-privasi',
    );
    for (const control of [name, phone, email, submit]) {
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/**
 * Sent empty, the action refuses with the contract's schema: each required field says what to
 * do, the focus goes to the first (the time); an edit clears its own message.
 */
export const FieldErrors: Story = {
  render: routed(book),
  play: async ({ canvas, userEvent }) => {
    const { name, phone, consent, submit } = fields(canvas);
    await userEvent.click(submit);
    await expect(await canvas.findByText(bookingMessages.timeRequired)).toBeVisible();
    await expect(canvas.getByText('Nama lengkap wajib diisi')).toBeVisible();
    await expect(canvas.getByText('Nomor WhatsApp wajib diisi')).toBeVisible();
    await expect(canvas.getByText(bookingMessages.consentRequired)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('radio', { name: '09.00' })).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toHaveAccessibleDescription(bookingMessages.consentRequired);

    await userEvent.click(canvas.getByText('12.00'));
    await expect(canvas.queryByText(bookingMessages.timeRequired)).not.toBeInTheDocument();
    await userEvent.type(name, 'Siti');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.type(phone, '12345');
    await userEvent.click(submit);
    await expect(await canvas.findByText(bookingMessages.phoneInvalid)).toBeVisible();
    await expect(canvas.queryByText(bookingMessages.timeRequired)).not.toBeInTheDocument();
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(book).toHaveBeenLastCalledWith(
      expect.objectContaining({ time: '12:00', name: 'Siti', phone: '12345' }),
    );
    // Refused, the button is ready again.
    await expect(submit).toBeEnabled();
  },
};

/**
 * From the keyboard: Tab goes from the times to the safety question, through the details and to
 * 'Buat Janji Temu'; Enter sends, and the focus goes to the first refused field.
 */
export const Keyboard: Story = {
  render: routed(book),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '09.00' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '12.00' })).toBeChecked();
    const boxes = canvas.getAllByRole('checkbox', { name: /./ }).slice(0, 6);
    await tabsThrough(userEvent, boxes);
    const { name, phone, email, complaint, consent } = fields(canvas);
    await tabsThrough(userEvent, [
      name,
      phone,
      email,
      complaint,
      consent,
      canvas.getByRole('link', { name: 'Kebijakan Privasi' }),
      fields(canvas).submit,
    ]);
    name.focus();
    await userEvent.keyboard('Siti Rahmawati{Enter}');
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('Nomor WhatsApp wajib diisi'),
    );
    await expect(book).toHaveBeenCalledWith(
      expect.objectContaining({ time: '12:00', name: 'Siti Rahmawati', phone: '' }),
    );
  },
};

/** Valid and sent: 'Mengirim...' while the action runs, with the fields the contract names. */
export const Sending: Story = {
  render: routed(book),
  play: async (context) => {
    await fillAndSend(context);
    const sending = await context.canvas.findByRole('button', { name: 'Mengirim...' });
    await expect(sending).toBeDisabled();
    await expect(book).toHaveBeenCalledWith(posted);
  },
};

/** The clinic could not be reached: the alert says what to do, and nothing typed is lost. */
export const SendFailed: Story = {
  render: routed(fn(checked(bookingRequestSchema, unsent(unsentMessages.booking)))),
  play: async (context) => {
    await fillAndSend(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      unsentMessages.booking,
    );
    const { name, complaint, consent, submit } = fields(context.canvas);
    await expect(name).toHaveValue('Siti Rahmawati');
    await expect(complaint).toHaveValue('Nyeri lutut kanan setelah futsal.');
    await expect(consent).toBeChecked();
    await expect(context.canvas.getByRole('radio', { name: '12.00' })).toBeChecked();
    await expect(submit).toBeEnabled();
  },
};

/**
 * The time was taken meanwhile (409), the page rendered anew after a post without script: the
 * alert says so in the API's words, the day's times are as they are now, the focus goes to them
 * and the refusal's `values` fill in everything typed.
 */
export const TakenMeanwhile: Story = {
  args: { times: takenMeanwhile },
  render: routed(book, {
    ok: false,
    status: 409,
    message: bookingMessages.taken,
    values: typedValues(posted),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(bookingMessages.taken);
    await expect(canvas.getByRole('radio', { name: '12.00 Penuh' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '12.00 Penuh' })).not.toBeChecked();
    await waitFor(() => expect(canvas.getByRole('radio', { name: '09.00' })).toHaveFocus());
    await expect(fields(canvas).name).toHaveValue('Siti Rahmawati');
    await expect(fields(canvas).complaint).toHaveValue('Nyeri lutut kanan setelah futsal.');
    await expect(fields(canvas).consent).toBeChecked();
  },
};

/**
 * The same 409 with script: sent, refused, and the times the page has now put in place of the
 * old ones; the focus goes to them and nothing typed is lost.
 */
export const TakenMeanwhileWithScript: Story = {
  render: routed(fn(checked(bookingRequestSchema, refused(409, bookingMessages.taken)))),
  // Its look is TakenMeanwhile's, but for the taken 12.00, which keeps its check here: an
  // uncontrolled radio stays checked when its choice becomes disabled, a defect a baseline would
  // keep as if it were meant.
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas } = context;
    await fillAndSend(context);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(bookingMessages.taken);
    await expect(canvas.getByRole('radio', { name: '12.00 Penuh' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('radio', { name: '09.00' })).toHaveFocus());
    await expect(fields(canvas).name).toHaveValue('Siti Rahmawati');
    await expect(fields(canvas).consent).toBeChecked();
  },
};

/**
 * The page rendered anew after a post without script: the action's refusal fills the form in
 * with what was typed and shows the refused field's message, the focus on it.
 */
export const ServerErrors: Story = {
  render: routed(book, {
    ok: false,
    status: 400,
    errors: { phone: bookingMessages.phoneInvalid },
    values: {
      branch: 'kiaracondong',
      service: 'rehab-recovery',
      date: '2026-12-21',
      time: '09:00',
      name: 'Budi Santoso',
      phone: '0812',
      email: '',
      complaint: '',
      consent: 'on',
    },
  }),
  play: async ({ canvas }) => {
    const { name, phone, consent } = fields(canvas);
    await expect(canvas.getByText(bookingMessages.phoneInvalid)).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: '09.00' })).toBeChecked();
    await expect(name).toHaveValue('Budi Santoso');
    await expect(phone).toHaveValue('0812');
    await expect(consent).toBeChecked();
  },
};

/** A warning sign ticked: the emergency panel instead of the details and the button. */
export const WarningSignTicked: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Nyeri dada atau sesak napas'));
    await expect(
      canvas.getByRole('region', { name: 'Segera periksakan diri ke dokter hari ini' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Buat Janji Temu' })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  ...mobile,
  render: routed(book),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(fields(canvas).submit);
    await expect(await canvas.findByText('Nama lengkap wajib diisi')).toBeVisible();
  },
};
