import * as React from 'react';
import { CalendarClock, CalendarX, MessageCircle, Phone } from 'lucide-react';
import {
  bookingMessages,
  pagePaths,
  type Booking,
  type BookingDateAnswer,
  type BookingMove,
} from '@klinik/clinic';
import { cn } from '../../lib/cn';
import { telHref } from '../../lib/location';
import { AppLink } from '../app-link/app-link';
import { BookingDateStrip } from '../booking-date-strip/booking-date-strip';
import { BookingSummary } from '../booking-summary/booking-summary';
import { BookingTimeGrid, type BookingTimeGridState } from '../booking-time-grid/booking-time-grid';
import { Button } from '../button/button';
import { emergencyCallClass } from '../emergency-box/emergency-box';
import { ExternalLink } from '../external-link/external-link';

type BookingManageProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The booking its private link opens. */
  booking: Booking;
  /** The manage page's own address: choosing another day is a GET to it (`?date=`). */
  pageHref: string;
  /** Where cancelling posts without script. */
  cancelAction: string;
  /** Where moving posts without script (fields `date`, `time`). */
  moveAction: string;
  /** The days and the chosen day's times to move to; `date` opens the move section. */
  move: {
    dates: readonly BookingDateAnswer[];
    date?: string;
    dateLabel?: string;
    times: BookingTimeGridState;
  };
  /** A chat with the clinic naming the booking, offered when self-service is closed. */
  chatHref: string;
  /** The branch's or clinic's phone, as shown. */
  phone: string;
  /** A message about the booking from the server, as an alert (a 409 on moving). */
  notice?: string;
  /** With script: cancels; the site then passes the cancelled booking. */
  onCancel?: () => Promise<void>;
  /** With script: moves to the chosen date and time. */
  onMove?: (move: BookingMove) => Promise<void>;
  /** With script: another day chosen to move to (the site loads its times). */
  onMoveDateChange?: (date: string) => void;
};

type Sending = 'idle' | 'cancel' | 'move' | 'failed';

const detailsSummary =
  'border-primary text-primary hover:bg-primary-soft flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border px-5 font-semibold [&::-webkit-details-marker]:hidden';

/**
 * The booking its private link opens: what and when, and while more than 24 hours remain, moving
 * it (the date strip and time grid again) and cancelling it after a confirmation step. Both are
 * native forms (a `<details>` opens each, so the confirmation step needs no script); with script
 * `onCancel` and `onMove` take over. After the 24-hour edge it says why and offers the chat and
 * the phone; a cancelled booking says so.
 */
function BookingManage({
  booking,
  pageHref,
  cancelAction,
  moveAction,
  move,
  chatHref,
  phone,
  notice,
  onCancel,
  onMove,
  onMoveDateChange,
  className,
  ...props
}: BookingManageProps) {
  const [sending, setSending] = React.useState<Sending>('idle');
  const [timeError, setTimeError] = React.useState<string>();

  const run = async (kind: 'cancel' | 'move', action: () => Promise<void>) => {
    setSending(kind);
    try {
      await action();
      setSending('idle');
    } catch {
      setSending('failed');
    }
  };

  const cancelled = booking.status === 'cancelled';
  return (
    <section
      data-slot="booking-manage"
      data-status={booking.status}
      aria-labelledby="booking-manage-title"
      className={cn('grid gap-8', className)}
      {...props}
    >
      <div className="border-border rounded-2xl border p-6 sm:p-8">
        <h2 id="booking-manage-title" className="text-foreground text-xl font-bold">
          Janji temu {booking.code}
        </h2>
        <p className="text-muted-foreground mt-1">
          {cancelled ? 'Dibatalkan' : 'Terkonfirmasi'} atas nama {booking.name}
        </p>
        <BookingSummary booking={booking} className="mt-6" />
      </div>
      {notice || sending === 'failed' ? (
        <p role="alert" className="bg-danger-soft text-danger rounded-lg px-4 py-3 font-semibold">
          {notice ??
            'Maaf, perubahan belum tersimpan. Periksa koneksi internet Anda, lalu coba lagi.'}
        </p>
      ) : null}
      {cancelled ? (
        <div data-slot="booking-manage-cancelled" className="bg-muted rounded-2xl p-6">
          <p className="text-foreground flex items-start gap-2 font-semibold">
            <CalendarX aria-hidden className="mt-0.5 size-5 shrink-0" />
            {bookingMessages.alreadyCancelled} Jamnya sudah bisa dipesan orang lain.
          </p>
          <Button asChild className="mt-4">
            <AppLink
              href={pagePaths.bookingWith({ branch: booking.branch, service: booking.service })}
            >
              Buat Janji Temu Baru
            </AppLink>
          </Button>
        </div>
      ) : booking.can_self_manage ? (
        <div className="grid gap-4">
          <details
            open={move.date !== undefined || undefined}
            className="border-border rounded-2xl border p-4 sm:p-6"
          >
            <summary className={detailsSummary}>
              <CalendarClock aria-hidden className="size-4" />
              Pindah jadwal
            </summary>
            <div className="mt-6 grid gap-6">
              <form method="get" action={pageHref} className="grid gap-4">
                <BookingDateStrip
                  dates={move.dates}
                  value={move.date}
                  legend="Pilih tanggal baru"
                  onValueChange={onMoveDateChange}
                />
                <Button type="submit" variant="outline" className="justify-self-start">
                  Tampilkan jam
                </Button>
              </form>
              {move.date ? (
                <form
                  method="post"
                  action={moveAction}
                  noValidate
                  aria-label="Pindah ke jam baru"
                  className="grid gap-4"
                  onChange={() => setTimeError(undefined)}
                  onSubmit={(event) => {
                    if (!onMove || !move.date) return;
                    event.preventDefault();
                    const time = new FormData(event.currentTarget).get('time');
                    if (typeof time !== 'string') {
                      setTimeError(bookingMessages.timeRequired);
                      event.currentTarget
                        .querySelector<HTMLInputElement>('input[name="time"]:not(:disabled)')
                        ?.focus();
                      return;
                    }
                    const date = move.date;
                    void run('move', () => onMove({ date, time }));
                  }}
                >
                  <input type="hidden" name="date" value={move.date} />
                  <BookingTimeGrid
                    state={move.times}
                    dateLabel={move.dateLabel}
                    error={timeError}
                  />
                  <Button
                    type="submit"
                    disabled={sending === 'move'}
                    className="justify-self-start"
                  >
                    {sending === 'move' ? 'Menyimpan...' : 'Pindahkan ke jam ini'}
                  </Button>
                </form>
              ) : null}
            </div>
          </details>
          <details className="border-border rounded-2xl border p-4 sm:p-6">
            <summary className={detailsSummary}>
              <CalendarX aria-hidden className="size-4" />
              Batalkan janji temu
            </summary>
            <form
              method="post"
              action={cancelAction}
              className="mt-4 grid gap-4"
              onSubmit={(event) => {
                if (!onCancel) return;
                event.preventDefault();
                void run('cancel', onCancel);
              }}
            >
              <p className="text-foreground">
                Yakin ingin membatalkan janji temu ini? Pembatalan lebih dari 24 jam sebelum jadwal
                tidak dikenakan biaya. Jam ini akan langsung tersedia untuk orang lain.
              </p>
              <button
                type="submit"
                disabled={sending === 'cancel'}
                className={cn(
                  emergencyCallClass,
                  'cursor-pointer justify-self-start disabled:opacity-60',
                )}
              >
                {sending === 'cancel' ? 'Membatalkan...' : 'Ya, batalkan janji temu'}
              </button>
            </form>
          </details>
        </div>
      ) : (
        <div data-slot="booking-manage-closed" className="bg-muted rounded-2xl p-6">
          <p className="text-foreground">{bookingMessages.selfServiceClosed}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button asChild variant="accent">
              <ExternalLink href={chatHref}>
                <MessageCircle aria-hidden />
                Chat WhatsApp
              </ExternalLink>
            </Button>
            <Button asChild variant="outline">
              <a href={telHref(phone)}>
                <Phone aria-hidden />
                Telepon {phone}
              </a>
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

export { BookingManage, type BookingManageProps };
