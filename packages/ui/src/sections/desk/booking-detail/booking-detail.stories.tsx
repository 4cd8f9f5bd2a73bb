import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  bookingMessages,
  bookingReminderText,
  checkForm,
  staffMessages,
  staffMoveSchema,
  staffNoteInputSchema,
  staffPagePaths,
  staffStatusChangeSchema,
  type FormAnswer,
} from '@klinik/clinic';
import { bookingDayTimes } from '../../../stories/booking-fixtures';
import { at } from '../../../stories/fixtures';
import {
  deskBooking,
  deskBookings,
  deskDetailBooking,
  deskMoveDates,
} from '../../../stories/desk-fixtures';
import {
  accept,
  after,
  FormAction,
  never,
  type Act,
  type Values,
} from '../../../stories/form-action';
import { mobile, ready, tabletLandscape } from '../../../stories/helpers';
import { deskIntent, intentStatus, type DeskIntent } from '../desk-intents';
import { BookingDetail } from './booking-detail';

const bookingHref = staffPagePaths.booking(deskDetailBooking.code);

/**
 * The booking page's action, as the site's: each intent checked with its contract schema (a
 * status change as `{ status: intent, reason }`); `then` answers a change that can be sent.
 */
const detailAction =
  (then: Act): Act =>
  (values) => {
    const intent = values[deskIntent.name];
    const status = intentStatus(intent);
    const checked = status
      ? checkForm(staffStatusChangeSchema, { ...values, status })
      : intent === deskIntent.move
        ? checkForm(staffMoveSchema, values)
        : intent === deskIntent.note
          ? checkForm(staffNoteInputSchema, values)
          : { ok: true as const };
    if (!checked.ok)
      return intent === deskIntent.move
        ? { ...checked, message: bookingMessages.timeRequired }
        : checked;
    return then(values);
  };

const change = fn(detailAction(never));
const saved = fn(detailAction(after(300, accept)));
const navigate = fn();

const meta = {
  title: 'Sections/Desk/BookingDetail',
  component: BookingDetail,
  tags: ['beta'],
  args: {
    booking: deskDetailBooking,
    action: bookingHref,
    move: { dates: deskMoveDates, times: ready(bookingDayTimes) },
    onMoveDateChange: fn(),
  },
} satisfies Meta<typeof BookingDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's forms on their route: `act` answers what they post; `answer`, the page's first. */
const routed =
  (act: Act, answer?: FormAnswer): Story['render'] =>
  (args) => (
    <FormAction act={act} navigate={navigate} answer={answer}>
      {(form, sending: Values | undefined) => (
        <BookingDetail
          {...args}
          as={form.as}
          answer={form.answer}
          pending={sending?.[deskIntent.name] as DeskIntent | undefined}
        />
      )}
    </FormAction>
  );

/**
 * Still to come: code, status, what and when, the patient's contact details with the WhatsApp
 * chat carrying the visit's reminder, the history and the notes; it may arrive, be a no-show, be
 * cancelled or moved.
 */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Janji temu R2XN-8KVF' }),
    ).toBeVisible();
    await expect(canvas.getByText('Terjadwal')).toBeVisible();
    await expect(canvas.getByText('Senin, 21 Desember 2026 pukul 10.30')).toBeVisible();
    const chat = canvas.getByRole('link', { name: /Kirim pengingat lewat WhatsApp/ });
    await expect(chat).toHaveAttribute(
      'href',
      `https://wa.me/6281299887766?text=${encodeURIComponent(bookingReminderText(deskDetailBooking))}`,
    );
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: /Telepon/ })).toHaveAttribute(
      'href',
      'tel:+6281299887766',
    );
    await expect(canvas.getByText(/Email pengingat terkirim Min, 20 Des, 15.00 WIB/)).toBeVisible();
    const history = canvas.getByRole('region', { name: 'Riwayat' });
    await expect(within(history).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(history).getByText('Min, 20 Des, 15.00 WIB')).toHaveAttribute(
      'title',
      '2026-12-20 08:00 UTC',
    );
    const actions = within(canvas.getByRole('region', { name: 'Ubah janji temu' }));
    await expect(actions.getByRole('button', { name: 'Tandai hadir' })).toHaveAttribute(
      'value',
      'arrived',
    );
    await expect(actions.getByRole('button', { name: 'Tandai tidak hadir' })).toBeVisible();
    await expect(actions.queryByRole('button', { name: 'Tandai selesai' })).toBeNull();
    await expect(actions.getByText('Pindah jadwal')).toBeVisible();
    await expect(actions.getByText('Batalkan janji temu', { selector: 'summary' })).toBeVisible();
  },
};

/**
 * Cancelling from the keyboard: the reason is required. Sent without one, the action refuses
 * with 'Silakan pilih alasan pembatalan.' at the select, where the focus goes; with a reason,
 * Enter on 'Batalkan janji temu' posts the cancelled intent and the button reads
 * 'Membatalkan...'. (Opening the `<summary>` and choosing in the native select are the browser's.)
 */
export const Cancel: Story = {
  render: routed(change),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Batalkan janji temu', { selector: 'summary' }));
    const reason = await canvas.findByRole('combobox', { name: /Alasan pembatalan/ });
    const submit = canvas.getByRole('button', { name: 'Batalkan janji temu' });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(reason).toHaveAccessibleDescription(staffMessages.reasonRequired);
    await userEvent.selectOptions(reason, 'patient_request');
    await expect(reason).not.toHaveAccessibleDescription();
    await userEvent.tab();
    await expect(submit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(change).toHaveBeenLastCalledWith({
      code: 'R2XN-8KVF',
      reason: 'patient_request',
      [deskIntent.name]: deskIntent.cancelled,
    });
    await expect(await canvas.findByRole('button', { name: 'Membatalkan...' })).toBeDisabled();
  },
};

/**
 * Moving: a day chosen opens the section with its free times. Sent without a time, 'Silakan
 * pilih jam' is an alert and the focus goes to the times; an arrow key picks one and 'Pindahkan
 * ke jam ini' posts the move with the date and the time. Another day is a GET to the page.
 */
export const Move: Story = {
  args: {
    move: {
      dates: deskMoveDates,
      date: '2026-12-23',
      dateLabel: 'Rab, 23 Des',
      times: ready(bookingDayTimes),
    },
  },
  render: routed(change),
  play: async ({ canvas, userEvent, args }) => {
    const form = canvas.getByRole('form', { name: 'Pindah ke jam baru' });
    await expect(form).toHaveAttribute('action', bookingHref);
    const submit = within(form).getByRole('button', { name: 'Pindahkan ke jam ini' });
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(bookingMessages.timeRequired);
    const first = canvas.getByRole('radio', { name: '09.00' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(submit);
    await expect(change).toHaveBeenLastCalledWith({
      code: 'R2XN-8KVF',
      date: '2026-12-23',
      time: '12:00',
      [deskIntent.name]: deskIntent.move,
    });
    await expect(await canvas.findByRole('button', { name: 'Menyimpan...' })).toBeDisabled();
    // Another day is a GET form to the page itself (`?tanggal=`): it works without script.
    await userEvent.click(canvas.getByRole('radio', { name: 'Sab, 26 Des' }));
    await expect(args.onMoveDateChange).toHaveBeenCalledWith('2026-12-26');
    await expect(canvas.getByRole('radio', { name: /Kam, 24 Des/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan jam' }));
    await expect(navigate).toHaveBeenCalledWith(`${bookingHref}?tanggal=2026-12-26`);
  },
};

/**
 * A note: empty, it is refused at its field; written, it is posted with the note intent and,
 * once saved, the field starts empty again.
 */
export const Note: Story = {
  render: routed(saved),
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Tambah catatan' });
    const submit = canvas.getByRole('button', { name: 'Simpan catatan' });
    await userEvent.click(submit);
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Catatan wajib diisi/));
    await userEvent.type(field, 'Pasien datang bersama anaknya; minta kursi roda.');
    await userEvent.click(submit);
    await expect(saved).toHaveBeenLastCalledWith({
      code: 'R2XN-8KVF',
      text: 'Pasien datang bersama anaknya; minta kursi roda.',
      [deskIntent.name]: deskIntent.note,
    });
    await expect(await canvas.findByRole('button', { name: 'Simpan catatan' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: 'Tambah catatan' })).toHaveValue('');
  },
};

/** In the room: only 'Tandai selesai', and a move (it still holds its place); no cancel. */
export const Arrived: Story = {
  args: { booking: at(deskBookings, 4) },
  play: async ({ canvas }) => {
    const actions = within(canvas.getByRole('region', { name: 'Ubah janji temu' }));
    await expect(actions.getByRole('button', { name: 'Tandai selesai' })).toHaveAttribute(
      'value',
      'done',
    );
    await expect(actions.queryByRole('button', { name: 'Tandai hadir' })).toBeNull();
    await expect(actions.queryByText('Batalkan janji temu')).toBeNull();
    await expect(actions.getByText('Pindah jadwal')).toBeVisible();
  },
};

/**
 * Done, without an e-mail: nothing more can change, which it says; the chat still carries the
 * reminder, and a note can still be added.
 */
export const Done: Story = {
  args: { booking: at(deskBookings, 0) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/sudah selesai: statusnya tidak dapat diubah lagi/),
    ).toBeVisible();
    await expect(canvas.getByText('Tanpa email: kirim pengingat lewat WhatsApp.')).toBeVisible();
    await expect(canvas.getAllByText('Tidak diisi')).toHaveLength(2);
    await expect(canvas.queryByText('Pindah jadwal')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Simpan catatan' })).toBeVisible();
  },
};

/**
 * The page rendered anew after a post without script: a colleague had marked the patient, so
 * the API refused (409) and says why in an alert.
 */
export const Refused: Story = {
  render: routed(change, {
    ok: false,
    status: 409,
    message: staffMessages.statusNotAllowed('Hadir', 'Tidak hadir'),
    values: { code: 'R2XN-8KVF', [deskIntent.name]: deskIntent.no_show },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Status "Hadir" tidak dapat diubah menjadi "Tidak hadir".',
    );
  },
};

/** On the reception's tablet, with a long name and complaint: details and actions side by side. */
export const LongText: Story = {
  ...tabletLandscape,
  args: {
    booking: deskBooking({
      code: 'K7QM-2WXP',
      time: '14:00',
      service: 'sport-science',
      name: 'Raden Ayu Siti Nurhaliza Kusumawardhani Prawiranegara',
      email: 'raden.ayu.siti.nurhaliza.kusumawardhani@perusahaan-contoh.co.id',
      complaint:
        'Setelah operasi rekonstruksi ligamen lutut kiri enam bulan lalu, lutut masih terasa kaku saat menaiki tangga dan bengkak setelah latihan. Dokter ortopedi menyarankan program penguatan otot paha dan latihan keseimbangan sebelum kembali bermain futsal.',
    }),
  },
};

export const Mobile: Story = {
  ...mobile,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Janji temu R2XN-8KVF' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tandai hadir' })).toBeVisible();
  },
};
