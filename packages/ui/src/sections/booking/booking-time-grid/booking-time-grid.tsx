import * as React from 'react';
import { CalendarX, Clock } from 'lucide-react';
import { bookingMessages, type BookingTimes } from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import type { Remote } from '../../../lib/remote';
import { BookingPicker } from '../booking-picker/booking-picker';
import { EmptyState } from '../../../feedback/empty-state/empty-state';
import { ErrorState } from '../../../feedback/error-state/error-state';
import { RetryButton } from '../../../feedback/list-state/list-state';
import { Skeleton } from '../../../primitives/skeleton/skeleton';

/** One time of the day, taken ones with `free: false`. */
type BookingTimeSlot = BookingTimes['times'][number];

/**
 * The times of the chosen day as the page has them: loading, failed (with the way to try again),
 * none at all ('empty'), the day closed with its reason, or the list.
 */
type BookingTimeGridState =
  Remote<readonly BookingTimeSlot[]> | { status: 'closed'; reason: string };

type BookingTimeGridProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  state: BookingTimeGridState;
  /** The day the times are of, as the strip shows it ("Sen, 30 Nov"): named in the legend. */
  dateLabel?: string;
  /** The time chosen at first (a time typed back by the server after an error). */
  defaultValue?: string;
  /** Called with the time the visitor picked. */
  onValueChange?: (time: string) => void;
  /** The group's error ('Silakan pilih jam'). */
  error?: string;
};

/** "09:30" as Indonesians write a time, "09.30". */
const timeText = (time: string) => time.replace(':', '.');

const legendOf = (dateLabel?: string) => (dateLabel ? `Pilih jam, ${dateLabel}` : 'Pilih jam');

/**
 * The free times of a day (form name `time`): a native radio group, so the arrow keys move
 * between free times and skip the taken ones, which stay in view as 'Penuh'. While the times load
 * the box is busy and shows their place; a closed day says why, a full day what to do next.
 */
function BookingTimeGrid({
  state,
  dateLabel,
  defaultValue,
  onValueChange,
  error,
  className,
  ...props
}: BookingTimeGridProps) {
  const legend = legendOf(dateLabel);
  const box = (content: React.ReactNode, busy = false) => (
    <div
      data-slot="booking-time-grid"
      data-state={state.status}
      aria-busy={busy || undefined}
      className={cn('min-w-0', className)}
      {...props}
    >
      {content}
    </div>
  );

  if (state.status === 'loading') {
    return box(
      <>
        <p className="text-foreground mb-3 text-base font-bold">{legend}</p>
        <p role="status" className="sr-only">
          Memuat jam yang tersedia…
        </p>
        <div className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-3">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} radius="lg" className="h-14" />
          ))}
        </div>
      </>,
      true,
    );
  }
  if (state.status === 'error') {
    return box(
      <ErrorState
        title="Jam yang tersedia gagal dimuat"
        message="Periksa koneksi internet Anda, lalu coba lagi."
        headingLevel="h3"
        action={<RetryButton onClick={state.retry} />}
      />,
    );
  }
  if (state.status === 'closed') {
    return box(
      <EmptyState
        icon={CalendarX}
        title="Cabang tutup"
        description={bookingMessages.closed(state.reason)}
        headingLevel="h3"
      />,
    );
  }
  const times = state.status === 'ready' ? state.data : [];
  const anyFree = times.some((slot) => slot.free);
  return box(
    <>
      {anyFree ? null : (
        <EmptyState
          icon={Clock}
          title="Tidak ada jam kosong pada tanggal ini"
          description="Semua jam sudah terisi atau sudah lewat. Silakan pilih tanggal lain, atau tanyakan jadwal lewat WhatsApp."
          headingLevel="h3"
          className={times.length ? 'mb-6' : undefined}
        />
      )}
      {times.length ? (
        <BookingPicker
          legend={legend}
          name="time"
          layout="chips"
          required
          error={error}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          choices={times.map((slot) => ({
            value: slot.time,
            label: timeText(slot.time),
            detail: slot.free ? undefined : 'Penuh',
            disabled: !slot.free,
          }))}
        />
      ) : null}
    </>,
  );
}

export {
  BookingTimeGrid,
  timeText,
  type BookingTimeGridProps,
  type BookingTimeGridState,
  type BookingTimeSlot,
};
