import * as React from 'react';
import { CalendarClock, CalendarX, MessageCircle, Phone } from 'lucide-react';
import {
  bookingManageIntent,
  bookingMessages,
  pagePaths,
  type Booking,
  type BookingDateAnswer,
  type FormAnswer,
} from '@klinik/clinic';
import { useFormAnswer } from '../../contact/use-form-answer';
import { cn } from '../../../lib/cn';
import type { FormComponent } from '../../../lib/form';
import { telHref } from '../../../lib/tel';
import { AppLink } from '../../../primitives/app-link/app-link';
import { BookingDateStrip } from '../booking-date-strip/booking-date-strip';
import { BookingSummary } from '../booking-summary/booking-summary';
import { BookingTimeGrid, type BookingTimeGridState } from '../booking-time-grid/booking-time-grid';
import { Button } from '../../../primitives/button/button';
import { emergencyCallClass } from '../../contact/emergency-box/emergency-box';
import { ExternalLink } from '../../../primitives/external-link/external-link';

type BookingManageProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The booking its private link opens. */
  booking: Booking;
  /** What the forms render as: the site's router form, whose action changes the booking. */
  as?: FormComponent;
  /**
   * The manage page's own address: choosing another day is a GET to it (`?date=`); moving and
   * cancelling POST to it, each naming its `bookingManageIntent`.
   */
  action: string;
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
  /** Which change is being sent now: its button waits. */
  pending?: 'cancel' | 'move';
  /** The action's answer to the last change: a refusal says why, as an alert (a 409 on moving). */
  answer?: FormAnswer;
  /** With script: another day chosen to move to (the site loads its times). */
  onMoveDateChange?: (date: string) => void;
};

const moveFields = ['time'] as const;

const detailsSummary =
  'border-primary text-primary hover:bg-primary-soft flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border px-5 font-semibold [&::-webkit-details-marker]:hidden';

/**
 * The booking its private link opens: what and when, and while more than 24 hours remain, moving
 * it (the date strip and time grid again) and cancelling it after a confirmation step. Both are
 * forms posted to the page's action, each naming its intent (a `<details>` opens each, so the
 * confirmation step needs no script), the same with and without script. After the 24-hour edge
 * it says why and offers the chat and the phone; a cancelled booking says so.
 */
function BookingManage({
  booking,
  as: Form = 'form',
  action,
  move,
  chatHref,
  phone,
  pending,
  answer,
  onMoveDateChange,
  className,
  ...props
}: BookingManageProps) {
  const { formRef, errors, message, onChange } = useFormAnswer(answer, moveFields);
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
      {message ? (
        <p role="alert" className="bg-danger-soft text-danger rounded-lg px-4 py-3 font-semibold">
          {message}
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
              <Form method="get" action={action} className="grid gap-4">
                <BookingDateStrip
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
                  ref={formRef}
                  method="post"
                  action={action}
                  noValidate
                  aria-label="Pindah ke jam baru"
                  className="grid gap-4"
                  onChange={onChange}
                >
                  <input type="hidden" name="date" value={move.date} />
                  <BookingTimeGrid
                    state={move.times}
                    dateLabel={move.dateLabel}
                    error={errors.time}
                  />
                  <Button
                    type="submit"
                    name={bookingManageIntent.name}
                    value={bookingManageIntent.move}
                    disabled={pending === 'move'}
                    className="justify-self-start"
                  >
                    {pending === 'move' ? 'Menyimpan...' : 'Pindahkan ke jam ini'}
                  </Button>
                </Form>
              ) : null}
            </div>
          </details>
          <details className="border-border rounded-2xl border p-4 sm:p-6">
            <summary className={detailsSummary}>
              <CalendarX aria-hidden className="size-4" />
              Batalkan janji temu
            </summary>
            <Form method="post" action={action} className="mt-4 grid gap-4">
              <p className="text-foreground">
                Yakin ingin membatalkan janji temu ini? Pembatalan lebih dari 24 jam sebelum jadwal
                tidak dikenakan biaya. Jam ini akan langsung tersedia untuk orang lain.
              </p>
              <button
                type="submit"
                name={bookingManageIntent.name}
                value={bookingManageIntent.cancel}
                disabled={pending === 'cancel'}
                className={cn(
                  emergencyCallClass,
                  'cursor-pointer justify-self-start disabled:opacity-60',
                )}
              >
                {pending === 'cancel' ? 'Membatalkan...' : 'Ya, batalkan janji temu'}
              </button>
            </Form>
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
