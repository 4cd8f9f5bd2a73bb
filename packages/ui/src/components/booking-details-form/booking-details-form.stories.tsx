import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { bookingMessages } from '@klinik/clinic';
import { bookingDayTimes, safetyContent } from '../../stories/booking-fixtures';
import { mobile, ready, tabsThrough } from '../../stories/helpers';
import { BookingDetailsForm } from './booking-details-form';

const slowSubmit = () => new Promise<void>((resolve) => setTimeout(resolve, 400));

const meta = {
  title: 'Booking/BookingDetailsForm',
  component: BookingDetailsForm,
  tags: ['beta'],
  args: {
    action: '/janji-temu',
    choice: { branch: 'kiaracondong', service: 'rehab-recovery', date: '2026-12-21' },
    dateLabel: 'Sen, 21 Des',
    times: ready(bookingDayTimes),
    safety: safetyContent,
    onSubmit: fn(slowSubmit),
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

const fields = (canvas: Canvas) => ({
  name: canvas.getByRole('textbox', { name: /Nama Lengkap/ }),
  phone: canvas.getByRole('textbox', { name: /Nomor WhatsApp/ }),
  email: canvas.getByRole('textbox', { name: /Email/ }),
  complaint: canvas.getByRole('textbox', { name: /Keluhan/ }),
  consent: canvas.getByRole('checkbox', { name: /Saya setuju/ }),
  submit: canvas.getByRole('button', { name: 'Buat Janji Temu' }),
});

/** A POST form to `action` with the choice as hidden fields and the contract's field names. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: 'Data janji temu' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/janji-temu');
    const hidden = [...canvasElement.querySelectorAll<HTMLInputElement>('input[type="hidden"]')];
    await expect(hidden.map((input) => [input.name, input.value])).toEqual([
      ['branch', 'kiaracondong'],
      ['service', 'rehab-recovery'],
      ['date', '2026-12-21'],
    ]);
    const { name, phone, email, complaint, consent, submit } = fields(canvas);
    await expect(name).toHaveAttribute('name', 'name');
    await expect(phone).toHaveAttribute('name', 'phone');
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(email).toHaveAttribute('name', 'email');
    await expect(complaint).toHaveAttribute('maxlength', '1000');
    await expect(consent).toHaveAttribute('name', 'consent');
    await expect(canvasElement.querySelector('input[name="website"]')).toHaveAttribute(
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
 * Sent empty: each required field says what to do, the focus goes to the first (the time), and
 * nothing is sent; an edit clears its own message.
 */
export const FieldErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const { name, phone, consent, submit } = fields(canvas);
    await userEvent.click(submit);
    await expect(canvas.getByText(bookingMessages.timeRequired)).toBeVisible();
    await expect(canvas.getByText('Nama lengkap wajib diisi')).toBeVisible();
    await expect(canvas.getByText('Nomor WhatsApp wajib diisi')).toBeVisible();
    await expect(canvas.getByText(bookingMessages.consentRequired)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '09.00' })).toHaveFocus();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toHaveAccessibleDescription(bookingMessages.consentRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByText('12.00'));
    await userEvent.type(name, 'Siti');
    await userEvent.type(phone, '12345');
    await userEvent.click(submit);
    await expect(canvas.queryByText(bookingMessages.timeRequired)).not.toBeInTheDocument();
    await expect(canvas.getByText(bookingMessages.phoneInvalid)).toBeVisible();
    await expect(phone).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * From the keyboard: Tab goes from the times to the safety question, through the details and to
 * 'Buat Janji Temu'; Enter sends, and the focus goes to the first wrong field.
 */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
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
    await expect(phone).toHaveFocus();
    await expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('Nomor WhatsApp wajib diisi'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const filled = async ({ canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0]) => {
  const { name, phone, complaint, consent, submit } = fields(canvas);
  await userEvent.click(canvas.getByText('12.00'));
  await userEvent.type(name, 'Siti Rahmawati');
  await userEvent.type(phone, '0812 2000 4515');
  await userEvent.type(complaint, 'Nyeri lutut kanan setelah futsal.');
  await userEvent.click(consent);
  await userEvent.click(submit);
};

/** Valid and sent: 'Mengirim...' while the request runs, with the contract's request. */
export const Sending: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async (context) => {
    await filled(context);
    const sending = await context.canvas.findByRole('button', { name: 'Mengirim...' });
    await expect(sending).toBeDisabled();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      branch: 'kiaracondong',
      service: 'rehab-recovery',
      date: '2026-12-21',
      time: '12:00',
      name: 'Siti Rahmawati',
      phone: '0812 2000 4515',
      complaint: 'Nyeri lutut kanan setelah futsal.',
      consent: true,
    });
  },
};

/** Sending failed: the alert says what to do, and nothing typed is lost. */
export const SendFailed: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('offline'))) },
  play: async (context) => {
    await filled(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('belum terkirim');
    await expect(fields(context.canvas).name).toHaveValue('Siti Rahmawati');
    await expect(fields(context.canvas).submit).toBeEnabled();
  },
};

/**
 * The time was taken meanwhile (409): the page hands the message and the new free times; the
 * focus goes to the times and everything typed stays.
 */
export const TakenMeanwhile: Story = {
  args: {
    notice: bookingMessages.taken,
    times: ready(
      bookingDayTimes.map((slot) => (slot.time === '12:00' ? { ...slot, free: false } : slot)),
    ),
    defaultValues: {
      time: '12:00',
      name: 'Siti Rahmawati',
      phone: '0812 2000 4515',
      complaint: 'Nyeri lutut kanan setelah futsal.',
      consent: true,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(bookingMessages.taken);
    await expect(canvas.getByRole('radio', { name: '12.00 Penuh' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('radio', { name: '09.00' })).toHaveFocus());
    await expect(fields(canvas).name).toHaveValue('Siti Rahmawati');
    await expect(fields(canvas).consent).toBeChecked();
  },
};

/** The page rendered again by the server after a POST without script, with its messages. */
export const ServerErrors: Story = {
  args: {
    onSubmit: undefined,
    errors: { phone: bookingMessages.phoneInvalid },
    defaultValues: { time: '09:00', name: 'Budi Santoso', phone: '0812', consent: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(bookingMessages.phoneInvalid)).toBeVisible();
    await waitFor(() => expect(fields(canvas).phone).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: '09.00' })).toBeChecked();
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
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(fields(canvas).submit);
    await expect(canvas.getByText('Nama lengkap wajib diisi')).toBeVisible();
  },
};
