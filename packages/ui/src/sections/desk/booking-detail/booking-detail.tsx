import * as React from 'react';
import { CalendarClock, CalendarX, MessageCircle, Phone } from 'lucide-react';
import {
  bookingReminderText,
  bookingSources,
  cancelReasons,
  chatUrl,
  optionLabel,
  staffRules,
  type BookingDateAnswer,
  type FormAnswer,
  type StaffBooking,
} from '@klinik/clinic';
import { useFormAnswer } from '../../contact/use-form-answer';
import { emergencyCallClass } from '../../contact/emergency-box/emergency-box';
import { BookingDateStrip } from '../../booking/booking-date-strip/booking-date-strip';
import { BookingSummary } from '../../booking/booking-summary/booking-summary';
import {
  BookingTimeGrid,
  type BookingTimeGridState,
} from '../../booking/booking-time-grid/booking-time-grid';
import { cn } from '../../../lib/cn';
import type { FormComponent } from '../../../lib/form';
import { telHref } from '../../../lib/tel';
import { Button } from '../../../primitives/button/button';
import { ExternalLink } from '../../../primitives/external-link/external-link';
import { SelectField, TextAreaField } from '../../../primitives/field/field';
import { deskInstant } from '../desk-format';
import { DeskAlert, DeskTime } from '../desk-parts';
import { deskChoiceParams, deskFields, deskIntent, type DeskIntent } from '../desk-intents';
import { VisitStatusBadge } from '../visit-status-badge/visit-status-badge';

type BookingDetailProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The booking as the desk sees it: contact details, reminder, history, notes, what it may become. */
  booking: StaffBooking;
  /** What the forms render as: the site's router form, whose action changes the booking. */
  as?: FormComponent;
  /**
   * The booking page's own address: every change posts to it naming its `deskIntent` (with the
   * booking's `code`); choosing a day to move to is a GET to it (`?tanggal=`,
   * `deskChoiceParams.date`).
   */
  action: string;
  /**
   * The days to move to and the chosen day's free times (staff book from now on); `date` opens
   * the move section. Offered only when the booking `can_move`.
   */
  move?: {
    dates: readonly BookingDateAnswer[];
    date?: string;
    dateLabel?: string;
    times: BookingTimeGridState;
  };
  /** The change being sent now: its button waits. */
  pending?: DeskIntent;
  /**
   * The action's answer to the last change: a refusal's message is an alert (a 409: a status it
   * can no longer take, a time taken meanwhile) and its fields' messages sit at the fields.
   */
  answer?: FormAnswer;
  /** With script: another day chosen to move to (the site loads its times). */
  onMoveDateChange?: (date: string) => void;
};

/** The fields a refusal may name, in the order the focus visits them. */
const fieldOrder = ['reason', 'time', 'text'] as const;

const statusButtons = [
  { status: 'arrived', label: 'Tandai hadir', variant: 'primary' },
  { status: 'done', label: 'Tandai selesai', variant: 'primary' },
  { status: 'no_show', label: 'Tandai tidak hadir', variant: 'outline' },
] as const;

const detailsSummary =
  'border-primary text-primary hover:bg-primary-soft flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border px-4 font-semibold [&::-webkit-details-marker]:hidden';

/** Whether the day-before reminder went out, and what to do when it cannot. */
function reminderText({ reminder }: StaffBooking): string {
  switch (reminder.state) {
    case 'sent':
      return `Email pengingat terkirim ${reminder.sent_at ? deskInstant(reminder.sent_at).text : ''}.`;
    case 'scheduled':
      return 'Email pengingat dikirim otomatis sehari sebelum jadwal.';
    case 'failed':
      return 'Email pengingat gagal terkirim. Kirim pengingat lewat WhatsApp.';
    default:
      return 'Tanpa email: kirim pengingat lewat WhatsApp.';
  }
}

/**
 * A booking as the front desk sees it: code, status, what and when, the patient's name, WhatsApp
 * number (a call, and a chat whose text is the visit's reminder, `bookingReminderText`), e-mail,
 * complaint, whether the reminder went out, the history and the internal notes. Beside it the
 * changes the booking may take now, each a POST form to the page's action naming its intent:
 * arrived, done, no-show (`next_statuses`), cancel with a required reason, move to a free time
 * (`can_move`; the date strip and the time grid of the public booking), and a note.
 */
function BookingDetail({
  booking,
  as: Form = 'form',
  action,
  move,
  pending,
  answer,
  onMoveDateChange,
  className,
  ...props
}: BookingDetailProps) {
  const titleId = React.useId();
  const { formRef, errors, message, values, fieldsKey, onChange } = useFormAnswer(
    answer,
    fieldOrder,
  );
  // The form the last refusal came from holds the focus's target (its refused field).
  const refusedIntent = answer?.ok === false ? answer.values[deskIntent.name] : undefined;
  const refFor = (intent: DeskIntent) => (refusedIntent === intent ? formRef : undefined);
  const code = <input type="hidden" name={deskFields.code} value={booking.code} />;

  const statuses = statusButtons.filter(({ status }) => booking.next_statuses.includes(status));
  const canCancel = booking.next_statuses.includes('cancelled');
  const canMove = booking.can_move && move !== undefined;
  const source = optionLabel(bookingSources, booking.source);
  const chat = chatUrl(booking.phone, bookingReminderText(booking));

  return (
    <section
      data-slot="booking-detail"
      data-status={booking.status}
      aria-labelledby={titleId}
      className={cn('grid gap-6', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 id={titleId} className="text-foreground text-2xl font-bold">
          Janji temu <span className="font-mono whitespace-nowrap">{booking.code}</span>
        </h2>
        <VisitStatusBadge status={booking.status} className="text-sm" />
        <p className="text-muted-foreground w-full text-sm">
          Sumber: {source} · dibuat <DeskTime at={booking.created_at} />
          {booking.cancel_reason
            ? ` · Alasan batal: ${optionLabel(cancelReasons, booking.cancel_reason)}`
            : null}
        </p>
      </div>
      {message ? <DeskAlert>{message}</DeskAlert> : null}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid min-w-0 content-start gap-8">
          <BookingSummary booking={booking} className="bg-muted rounded-2xl p-5" />
          <dl className="grid gap-4">
            <div>
              <dt className="text-muted-foreground text-sm">Nama</dt>
              <dd className="text-foreground font-semibold">{booking.name}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground text-sm">Nomor WhatsApp</dt>
              <dd className="grid gap-2">
                <span className="text-foreground font-semibold tabular-nums">{booking.phone}</span>
                <span className="flex flex-wrap gap-2">
                  <Button asChild variant="accent" size="compact">
                    <ExternalLink href={chat}>
                      <MessageCircle aria-hidden />
                      Kirim pengingat lewat WhatsApp
                    </ExternalLink>
                  </Button>
                  <Button asChild variant="outline" size="compact">
                    <a href={telHref(booking.phone)}>
                      <Phone aria-hidden />
                      Telepon
                    </a>
                  </Button>
                </span>
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground text-sm">Email</dt>
              <dd className="text-foreground font-semibold">{booking.email ?? 'Tidak diisi'}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground text-sm">Keluhan</dt>
              <dd className="text-foreground whitespace-pre-line">
                {booking.complaint ?? 'Tidak diisi'}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground text-sm">Pengingat</dt>
              <dd className="text-foreground">{reminderText(booking)}</dd>
            </div>
          </dl>
          <section aria-labelledby={`${titleId}-history`} className="grid gap-3">
            <h3 id={`${titleId}-history`} className="text-foreground text-lg font-bold">
              Riwayat
            </h3>
            <ol className="border-border grid gap-3 border-l-2 pl-4">
              {booking.history.map((event, index) => (
                <li key={`${event.at}-${index}`}>
                  <p className="text-foreground">{event.text}</p>
                  <p className="text-muted-foreground text-sm">
                    <DeskTime at={event.at} />
                    {event.by ? ` · ${event.by}` : null}
                  </p>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby={`${titleId}-notes`} className="grid gap-3">
            <h3 id={`${titleId}-notes`} className="text-foreground text-lg font-bold">
              Catatan internal
            </h3>
            {booking.notes.length ? (
              <ul className="grid gap-3">
                {booking.notes.map((note, index) => (
                  <li key={`${note.at}-${index}`} className="bg-muted rounded-xl p-4">
                    <p className="text-foreground whitespace-pre-line">{note.text}</p>
                    <p className="text-muted-foreground mt-1 text-sm">
                      <DeskTime at={note.at} /> · {note.by}
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground">Belum ada catatan.</p>
            )}
            <Form
              ref={refFor(deskIntent.note)}
              method="post"
              action={action}
              noValidate
              onChange={onChange}
              className="grid gap-3"
            >
              {code}
              <TextAreaField
                key={fieldsKey}
                label="Tambah catatan"
                name="text"
                hint={`Hanya terlihat oleh staf, paling banyak ${staffRules.noteMaxLength} karakter.`}
                rows={3}
                maxLength={staffRules.noteMaxLength}
                defaultValue={refusedIntent === deskIntent.note ? values.text : undefined}
                error={errors.text}
              />
              <Button
                type="submit"
                name={deskIntent.name}
                value={deskIntent.note}
                variant="outline"
                disabled={pending !== undefined}
                className="justify-self-start"
              >
                {pending === deskIntent.note ? 'Menyimpan...' : 'Simpan catatan'}
              </Button>
            </Form>
          </section>
        </div>
        <section
          aria-labelledby={`${titleId}-actions`}
          className="grid min-w-0 content-start gap-4"
        >
          <h3 id={`${titleId}-actions`} className="text-foreground text-lg font-bold">
            Ubah janji temu
          </h3>
          {statuses.length ? (
            <Form method="post" action={action} className="flex flex-wrap gap-3">
              {code}
              {statuses.map(({ status, label, variant }) => (
                <Button
                  key={status}
                  type="submit"
                  name={deskIntent.name}
                  value={deskIntent[status]}
                  variant={variant}
                  disabled={pending !== undefined}
                >
                  {pending === status ? 'Menyimpan...' : label}
                </Button>
              ))}
            </Form>
          ) : null}
          {canMove ? (
            <details
              open={move.date !== undefined || refusedIntent === deskIntent.move || undefined}
              className="border-border rounded-2xl border p-4"
            >
              <summary className={detailsSummary}>
                <CalendarClock aria-hidden className="size-4" />
                Pindah jadwal
              </summary>
              <div className="mt-4 grid gap-6">
                <Form method="get" action={action} className="grid gap-4">
                  <BookingDateStrip
                    name={deskChoiceParams.date}
                    // The days wrap in the column beside the details, as chips do.
                    layout="chips"
                    dates={move.dates}
                    defaultValue={move.date}
                    legend="Pilih tanggal baru"
                    onValueChange={onMoveDateChange}
                  />
                  <Button type="submit" variant="outline" className="justify-self-start">
                    Tampilkan jam
                  </Button>
                </Form>
                {move.date ? (
                  <Form
                    ref={refFor(deskIntent.move)}
                    method="post"
                    action={action}
                    noValidate
                    aria-label="Pindah ke jam baru"
                    onChange={onChange}
                    className="grid gap-4"
                  >
                    {code}
                    <input type="hidden" name="date" value={move.date} />
                    <BookingTimeGrid
                      state={move.times}
                      dateLabel={move.dateLabel}
                      error={errors.time}
                    />
                    <Button
                      type="submit"
                      name={deskIntent.name}
                      value={deskIntent.move}
                      disabled={pending !== undefined}
                      className="justify-self-start"
                    >
                      {pending === deskIntent.move ? 'Menyimpan...' : 'Pindahkan ke jam ini'}
                    </Button>
                  </Form>
                ) : null}
              </div>
            </details>
          ) : null}
          {canCancel ? (
            <details
              open={refusedIntent === deskIntent.cancelled || undefined}
              className="border-border rounded-2xl border p-4"
            >
              <summary className={detailsSummary}>
                <CalendarX aria-hidden className="size-4" />
                Batalkan janji temu
              </summary>
              <Form
                ref={refFor(deskIntent.cancelled)}
                method="post"
                action={action}
                noValidate
                onChange={onChange}
                className="mt-4 grid gap-4"
              >
                {code}
                <SelectField
                  label="Alasan pembatalan"
                  name="reason"
                  required
                  placeholder="Pilih alasan"
                  options={cancelReasons}
                  defaultValue={refusedIntent === deskIntent.cancelled ? values.reason : ''}
                  error={errors.reason}
                />
                <p className="text-muted-foreground text-sm">
                  {booking.email
                    ? 'Pasien diberi tahu lewat email, dengan alasannya. Jamnya langsung bisa dipesan orang lain.'
                    : 'Pasien tidak memberi email: kabari lewat WhatsApp. Jamnya langsung bisa dipesan orang lain.'}
                </p>
                <button
                  type="submit"
                  name={deskIntent.name}
                  value={deskIntent.cancelled}
                  disabled={pending !== undefined}
                  className={cn(
                    emergencyCallClass,
                    'cursor-pointer justify-self-start disabled:opacity-60',
                  )}
                >
                  {pending === deskIntent.cancelled ? 'Membatalkan...' : 'Batalkan janji temu'}
                </button>
              </Form>
            </details>
          ) : null}
          {!statuses.length && !canMove && !canCancel ? (
            <p className="bg-muted text-foreground rounded-xl p-4">
              Janji temu ini sudah {booking.status === 'cancelled' ? 'dibatalkan' : 'selesai'}:
              statusnya tidak dapat diubah lagi. Catatan masih bisa ditambahkan.
            </p>
          ) : null}
        </section>
      </div>
    </section>
  );
}

export { BookingDetail, type BookingDetailProps };
