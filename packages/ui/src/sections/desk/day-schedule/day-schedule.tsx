import * as React from 'react';
import { CalendarSearch, CalendarX } from 'lucide-react';
import type { FormAnswer, StaffBooking, StaffDay } from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import type { FormComponent } from '../../../lib/form';
import type { Remote } from '../../../lib/remote';
import { EmptyState } from '../../../feedback/empty-state/empty-state';
import { ListState } from '../../../feedback/list-state/list-state';
import { Skeleton } from '../../../primitives/skeleton/skeleton';
import { timeText } from '../../booking/booking-time-grid/booking-time-grid';
import { BookingRow } from '../booking-row/booking-row';
import { dayLayout, visitAt, type DayLayout } from '../day-layout';
import { branchName } from '../desk-format';
import { DeskAlert } from '../desk-parts';
import type { StatusIntent } from '../desk-intents';

type DayScheduleProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /**
   * The branch's day (`StaffDay`): 'ready' also for a day without bookings (its free places
   * show); 'empty' when the day answered nothing (a branch the account may not see).
   */
  state: Remote<StaffDay>;
  /** Where the rows' quick actions post: the day page's own address (its route's action). */
  action?: string;
  /** What the quick actions' forms render as: the site's fetcher form. */
  as?: FormComponent;
  /** The quick action being sent now, by booking code: its button waits. */
  pending?: { code: string; intent: StatusIntent };
  /** The action's answer to the last quick action: a refusal (a 409) is an alert above the day. */
  answer?: FormAnswer;
};

/** "3 dari 3 tempat terisi": the words a row is read with. */
const filledText = (filled: number, places: number) => `${filled} dari ${places} tempat terisi`;

type RowsProps = {
  day: StaffDay;
  layout: DayLayout;
  headingId: string;
  row: (booking: StaffBooking) => React.ReactNode;
};

/**
 * From `md` up: a table whose rows are the day's half hours and whose columns are its places, a
 * visit covering its rows; each row's header says how many places are taken then.
 */
function ScheduleTable({ layout, headingId, row }: RowsProps) {
  const places = Array.from({ length: layout.places }, (_, place) => place);
  return (
    <table
      aria-labelledby={headingId}
      className="hidden w-full table-fixed border-separate border-spacing-0 md:table"
    >
      <thead>
        <tr>
          <th scope="col" className="text-muted-foreground w-28 pb-2 text-left text-sm">
            Jam
          </th>
          {places.map((place) => (
            <th key={place} scope="col" className="text-muted-foreground pb-2 text-left text-sm">
              Tempat {place + 1}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {layout.slots.map((slot, index) => {
          const full = slot.filled >= layout.places;
          return (
            <tr key={slot.time} data-full={full || undefined}>
              <th
                scope="row"
                className={cn(
                  'border-border border-t py-2 pr-3 text-left align-top',
                  full && 'bg-accent-soft',
                )}
              >
                <span className="text-foreground block font-bold tabular-nums">
                  {timeText(slot.time)}
                  <span className="sr-only">, {filledText(slot.filled, layout.places)}</span>
                </span>
                <span
                  aria-hidden
                  className={cn(
                    'block text-xs',
                    full ? 'text-accent-soft-foreground font-bold' : 'text-muted-foreground',
                  )}
                >
                  {full ? 'Penuh' : `${slot.filled}/${layout.places} terisi`}
                </span>
              </th>
              {places.map((place) => {
                const visit = visitAt(layout, index, place);
                if (visit && visit.row !== index) return null;
                return visit ? (
                  <td
                    key={place}
                    rowSpan={visit.span}
                    className="border-border border-t p-1 align-top"
                  >
                    {row(visit.booking)}
                  </td>
                ) : (
                  <td key={place} className="border-border border-t p-1 align-top">
                    <span className="border-border text-muted-foreground flex min-h-11 items-center rounded-lg border border-dashed px-3 text-sm">
                      Kosong
                    </span>
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Below `md`: the half hours in order, each with how many places are taken and who starts then. */
function ScheduleList({ layout, headingId, row }: RowsProps) {
  return (
    <ol aria-labelledby={headingId} className="grid gap-4 md:hidden">
      {layout.slots.map((slot) => {
        const full = slot.filled >= layout.places;
        return (
          <li key={slot.time} className="border-border grid gap-2 border-t pt-3">
            <h3 className="text-foreground flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-bold tabular-nums">{timeText(slot.time)}</span>
              <span
                className={cn(
                  'text-sm',
                  full ? 'text-accent-soft-foreground font-bold' : 'text-muted-foreground',
                )}
              >
                {full ? 'Penuh: ' : null}
                {filledText(slot.filled, layout.places)}
              </span>
            </h3>
            {slot.starts.length ? (
              <ul className="grid gap-2">
                {slot.starts.map((visit) => (
                  <li key={visit.booking.code}>{row(visit.booking)}</li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The day, ready: its heading, the schedule (or why the branch is closed), and the rest. */
function DayContent({
  day,
  action,
  as,
  pending,
  answer,
}: { day: StaffDay } & Pick<DayScheduleProps, 'action' | 'as' | 'pending' | 'answer'>) {
  const headingId = React.useId();
  const layout = dayLayout(day);
  const message = answer?.ok === false ? answer.message : undefined;
  const row = (booking: StaffBooking) => (
    <BookingRow
      booking={booking}
      action={action}
      as={as}
      pending={pending?.code === booking.code ? pending.intent : undefined}
    />
  );
  const active = day.bookings.filter((booking) => booking.status !== 'cancelled').length;
  return (
    <div className="grid gap-4">
      <div>
        <h2 id={headingId} className="text-foreground text-xl font-bold">
          Jadwal {branchName(day.branch)}, {day.label}
        </h2>
        <p className="text-muted-foreground text-sm">
          {active} janji temu · {day.places} tempat terapi
        </p>
      </div>
      {message ? <DeskAlert>{message}</DeskAlert> : null}
      {day.closed ? (
        <EmptyState
          icon={CalendarX}
          title="Cabang tutup"
          description={`Cabang tutup pada tanggal ini: ${day.closed.reason}.`}
          headingLevel="h3"
        />
      ) : !day.hours ? (
        <EmptyState
          icon={CalendarX}
          title="Cabang tidak buka"
          description="Menurut jam buka, cabang ini tutup pada hari ini."
          headingLevel="h3"
        />
      ) : (
        <>
          {day.bookings.length === 0 ? (
            <p className="text-muted-foreground">
              Belum ada janji temu pada hari ini: semua tempat masih kosong.
            </p>
          ) : null}
          <ScheduleTable day={day} layout={layout} headingId={headingId} row={row} />
          <ScheduleList day={day} layout={layout} headingId={headingId} row={row} />
        </>
      )}
      {layout.aside.length ? (
        <section aria-labelledby={`${headingId}-aside`} className="grid gap-2">
          <h3 id={`${headingId}-aside`} className="text-foreground text-base font-bold">
            Tidak menempati tempat
          </h3>
          <p className="text-muted-foreground text-sm">
            Dibatalkan, tidak hadir, atau di luar jam buka.
          </p>
          <ul className="grid gap-2 md:grid-cols-2 lg:grid-cols-3">
            {layout.aside.map((booking) => (
              <li key={booking.code}>{row(booking)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/**
 * A branch's day at the front desk, laid out against its treatment places: a row per half hour
 * of the day's hours, a column per place, each booking (a BookingRow, linked to its page, with
 * its quick actions) across the rows it takes and every free place marked 'Kosong', so a full
 * hour shows at a glance; each row is read as "09.00, 3 dari 3 tempat terisi". On a phone the same
 * day is a list by time. A closed day says why; cancelled and no-show bookings follow the
 * schedule, as they take no place.
 */
function DaySchedule({
  state,
  action,
  as,
  pending,
  answer,
  className,
  ...props
}: DayScheduleProps) {
  return (
    <ListState<StaffDay>
      dataSlot="day-schedule"
      state={state}
      loadingLabel="Memuat jadwal…"
      errorTitle="Jadwal gagal dimuat"
      headingLevel="h2"
      className={cn('min-w-0', className)}
      skeleton={
        <div className="grid gap-3">
          <Skeleton radius="lg" className="h-8 w-2/3" />
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} radius="lg" className="h-20" />
          ))}
        </div>
      }
      empty={
        <EmptyState
          icon={CalendarSearch}
          title="Jadwal tidak ditemukan"
          description="Cabang ini tidak termasuk cabang Anda. Pilih cabang lain di bagian atas halaman."
        />
      }
      {...props}
    >
      {(day) => <DayContent day={day} action={action} as={as} pending={pending} answer={answer} />}
    </ListState>
  );
}

export { DaySchedule, type DayScheduleProps };
