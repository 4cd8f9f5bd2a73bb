import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  bookingManageIntent,
  bookingMessages,
  bookingMoveSchema,
  bookingPagePaths,
  checkForm,
  unsentMessages,
  type FormAnswer,
} from '@klinik/clinic';
import {
  bookingDayTimes,
  bookingDays,
  sampleBooking,
  sampleManageToken,
} from '../../../stories/booking-fixtures';
import { FormAction, never, unsent, type Act, type Values } from '../../../stories/form-action';
import { mobile, ready } from '../../../stories/helpers';
import { BookingManage, type BookingManageProps } from './booking-manage';

const manageHref = bookingPagePaths.bookingManage(sampleManageToken);

/**
 * The manage route's action, as the site's: moving is checked with the contract's schema (a
 * missing time refused with 'Silakan pilih jam'); `then` answers a change that can be sent.
 */
const manageAction =
  (then: Act): Act =>
  (values) => {
    if (values[bookingManageIntent.name] === bookingManageIntent.move) {
      const move = checkForm(bookingMoveSchema, values);
      if (!move.ok) return { ...move, message: bookingMessages.timeRequired };
    }
    return then(values);
  };

/** The change the site is sending now, by the intent its button named. */
const pendingOf = (sending: Values | undefined): BookingManageProps['pending'] => {
  const intent = sending?.[bookingManageIntent.name];
  if (intent === bookingManageIntent.cancel) return 'cancel';
  if (intent === bookingManageIntent.move) return 'move';
  return undefined;
};

/** Sending, with no answer yet. */
const change = fn(manageAction(never));

/** Another day to move to, as the GET form's address. */
const navigate = fn();

const meta = {
  title: 'Sections/Booking/BookingManage',
  component: BookingManage,
  tags: ['beta'],
  args: {
    booking: sampleBooking,
    action: manageHref,
    move: { dates: bookingDays, times: ready(bookingDayTimes) },
    chatHref: 'https://wa.me/6281220004515?text=Halo%2C%20kode%20booking%20saya%207KQ4-M2XD',
    phone: '(022) 8730 5521',
    onMoveDateChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingManage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The forms on their route: `act` answers what they post; `answer`, what the page starts with. */
const routed =
  (act: Act, answer?: FormAnswer): Story['render'] =>
  (args) => (
    <FormAction act={act} navigate={navigate} answer={answer}>
      {(form, sending) => (
        <BookingManage {...args} as={form.as} answer={form.answer} pending={pendingOf(sending)} />
      )}
    </FormAction>
  );

/** More than 24 hours ahead: the booking, with moving and cancelling closed until opened. */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Janji temu 7KQ4-M2XD' })).toBeVisible();
    await expect(canvas.getByText('Senin, 21 Desember 2026 pukul 09.00')).toBeVisible();
    await expect(canvas.getByText('Pindah jadwal')).toBeVisible();
    await expect(canvas.getByText('Ya, batalkan janji temu')).not.toBeVisible();
  },
};

/**
 * Cancelling: 'Batalkan janji temu' opens the confirmation step (a `<summary>`, whose Enter and
 * Space are the browser's own), then Enter on 'Ya, batalkan janji temu' posts the cancel intent;
 * while it is sent the button reads 'Membatalkan...' and is disabled.
 */
export const Cancel: Story = {
  render: routed(change),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Batalkan janji temu'));
    const confirm = await canvas.findByRole('button', { name: 'Ya, batalkan janji temu' });
    await expect(confirm).toBeVisible();
    await expect(confirm.closest('form')).toHaveAttribute('method', 'post');
    await expect(confirm.closest('form')).toHaveAttribute('action', manageHref);
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await expect(change).toHaveBeenCalledWith({
      [bookingManageIntent.name]: bookingManageIntent.cancel,
    });
    await expect(await canvas.findByRole('button', { name: 'Membatalkan...' })).toBeDisabled();
  },
};

const moveArgs = {
  move: {
    dates: bookingDays,
    date: '2026-12-21',
    dateLabel: 'Sen, 21 Des',
    times: ready(bookingDayTimes),
  },
};

/**
 * Moving: a day chosen opens the section with its times. Sent without a time, the action refuses
 * with 'Silakan pilih jam' on the times and the focus goes to them; the arrow keys pick a free
 * time, 'Pindahkan ke jam ini' posts it with the move intent and reads 'Menyimpan...' while it
 * is sent. Choosing another day tells the site (`onMoveDateChange`).
 */
export const Move: Story = {
  args: moveArgs,
  render: routed(change),
  play: async ({ canvas, userEvent, args }) => {
    const submit = canvas.getByRole('button', { name: 'Pindahkan ke jam ini' });
    const moveForm = canvas.getByRole('form', { name: 'Pindah ke jam baru' });
    await expect(moveForm).toHaveAttribute('method', 'post');
    await expect(moveForm).toHaveAttribute('action', manageHref);
    await userEvent.click(submit);
    await expect(change).toHaveBeenCalledWith({
      date: '2026-12-21',
      [bookingManageIntent.name]: bookingManageIntent.move,
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(bookingMessages.timeRequired);
    const first = canvas.getByRole('radio', { name: '09.00' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(canvas.getByRole('group', { name: /Pilih jam/ })).toHaveAccessibleDescription(
      bookingMessages.timeRequired,
    );

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '12.00' })).toBeChecked();
    await expect(
      canvas.getByRole('group', { name: /Pilih jam/ }),
    ).not.toHaveAccessibleDescription();
    await userEvent.click(submit);
    await expect(change).toHaveBeenLastCalledWith({
      date: '2026-12-21',
      time: '12:00',
      [bookingManageIntent.name]: bookingManageIntent.move,
    });
    await expect(await canvas.findByRole('button', { name: 'Menyimpan...' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('radio', { name: 'Sab, 19 Des' }));
    await expect(args.onMoveDateChange).toHaveBeenCalledWith('2026-12-19');
  },
};

/**
 * Another day to move to, a GET form to the page itself (`?date=`), which works without script:
 * 'Tampilkan jam' asks for the day's times; with script a choice tells the site at once.
 */
export const MoveDate: Story = {
  render: routed(change),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('Pindah jadwal'));
    const show = await canvas.findByRole('button', { name: 'Tampilkan jam' });
    const form = show.closest('form');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', manageHref);
    await expect(canvas.getByRole('radio', { name: 'Sab, 19 Des' })).toHaveAttribute(
      'name',
      'date',
    );
    await expect(canvas.queryByRole('form', { name: 'Pindah ke jam baru' })).toBeNull();

    await userEvent.click(canvas.getByRole('radio', { name: 'Sab, 19 Des' }));
    await expect(args.onMoveDateChange).toHaveBeenCalledWith('2026-12-19');
    await userEvent.click(show);
    await expect(navigate).toHaveBeenCalledWith(`${manageHref}?date=2026-12-19`);
    await expect(change).not.toHaveBeenCalled();
  },
};

/** Less than 24 hours before: why self-service is closed, and the chat and phone. */
export const SelfServiceClosed: Story = {
  args: { booking: { ...sampleBooking, can_self_manage: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(bookingMessages.selfServiceClosed)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Chat WhatsApp/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Telepon (022) 8730 5521' })).toHaveAttribute(
      'href',
      'tel:+622287305521',
    );
    await expect(canvas.queryByText('Pindah jadwal')).toBeNull();
  },
};

/** Cancelled: says so, and offers a new booking at the same branch and service. */
export const Cancelled: Story = {
  args: { booking: { ...sampleBooking, status: 'cancelled' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Janji temu ini sudah dibatalkan/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buat Janji Temu Baru' })).toHaveAttribute(
      'href',
      '/janji-temu?branch=kiaracondong&service=rehab-recovery',
    );
  },
};

/**
 * The time was taken meanwhile while moving (409), the page rendered anew after the post: the
 * API's words as an alert.
 */
export const MoveTaken: Story = {
  args: moveArgs,
  render: routed(change, {
    ok: false,
    status: 409,
    message: bookingMessages.taken,
    values: {
      date: '2026-12-21',
      time: '12:00',
      [bookingManageIntent.name]: bookingManageIntent.move,
    },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(bookingMessages.taken);
    await expect(canvas.getByRole('button', { name: 'Pindahkan ke jam ini' })).toBeEnabled();
  },
};

/** The clinic could not be reached: the alert says the change is not saved and what to do. */
export const ChangeFailed: Story = {
  render: routed(fn(manageAction(unsent(unsentMessages.bookingChange)))),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Batalkan janji temu'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Ya, batalkan janji temu' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(unsentMessages.bookingChange);
    await expect(canvas.getByRole('button', { name: 'Ya, batalkan janji temu' })).toBeEnabled();
    await expect(canvas.getByText(/Terkonfirmasi atas nama/)).toBeVisible();
  },
};

export const Mobile: Story = {
  ...mobile,
  args: moveArgs,
  play: Confirmed.play,
};
