import * as React from 'react';
import { CalendarSearch } from 'lucide-react';
import type { StaffWeek } from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import type { Remote } from '../../../lib/remote';
import { EmptyState } from '../../../feedback/empty-state/empty-state';
import { ListState } from '../../../feedback/list-state/list-state';
import { AppLink } from '../../../primitives/app-link/app-link';
import { Skeleton } from '../../../primitives/skeleton/skeleton';
import { branchName } from '../desk-format';

type WeekOverviewProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Seven days of a branch from a date (`StaffWeek`); 'empty' for a branch the account may not see. */
  state: Remote<StaffWeek>;
  /** The address of a day's schedule (`staffPagePaths.day({ branch, date })`). */
  dayHref: (date: string) => string;
  /** Today's date in Jakarta: its day is marked 'Hari ini'. */
  today?: string;
};

type WeekDay = StaffWeek['days'][number];

/** What a day holds, in words: closed and why, full, or its bookings and free places. */
function dayText(day: WeekDay): string {
  if (day.closed) return `Tutup: ${day.closed.reason}`;
  const booked = `${day.booked} janji temu`;
  return day.free_places === 0 ? `${booked}, penuh` : `${booked}, ${day.free_places} tempat kosong`;
}

function WeekDays({
  week,
  dayHref,
  today,
}: { week: StaffWeek } & Omit<WeekOverviewProps, 'state'>) {
  const headingId = React.useId();
  return (
    <div className="grid gap-4">
      <h2 id={headingId} className="text-foreground text-xl font-bold">
        Minggu ini di {branchName(week.branch)}
      </h2>
      <ul
        aria-labelledby={headingId}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-4 lg:grid-cols-7"
      >
        {week.days.map((day) => {
          const full = !day.closed && day.free_places === 0;
          return (
            <li
              key={day.date}
              data-closed={day.closed ? true : undefined}
              className={cn(
                'border-border grid content-start gap-1 rounded-xl border p-3',
                day.closed ? 'bg-muted' : 'bg-background',
                day.date === today && 'border-primary border-2',
              )}
            >
              {day.date === today ? (
                <span className="text-primary text-xs font-bold">Hari ini</span>
              ) : null}
              <AppLink
                href={dayHref(day.date)}
                aria-current={day.date === today ? 'date' : undefined}
                className="text-primary flex min-h-11 items-center text-base font-bold underline-offset-2 hover:underline"
              >
                {day.label}
              </AppLink>
              <p
                className={cn(
                  'text-sm',
                  full ? 'text-foreground font-bold' : 'text-muted-foreground',
                )}
              >
                {dayText(day)}
              </p>
              {!day.closed && day.total > day.booked ? (
                <p className="text-muted-foreground text-xs">
                  {day.total - day.booked} batal atau tidak hadir
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A branch's week at the front desk: seven days from a date, each a link to its day with how many
 * bookings hold a place and how many places are still free ('penuh' when none), a closed day with
 * its reason on a grey ground, today marked. One column on a phone, seven on a 1024 px screen.
 */
function WeekOverview({ state, dayHref, today, className, ...props }: WeekOverviewProps) {
  return (
    <ListState<StaffWeek>
      dataSlot="week-overview"
      state={state}
      loadingLabel="Memuat minggu ini…"
      errorTitle="Minggu ini gagal dimuat"
      headingLevel="h2"
      className={cn('min-w-0', className)}
      skeleton={
        <div className="grid grid-cols-1 gap-3 md:grid-cols-4 lg:grid-cols-7">
          {Array.from({ length: 7 }, (_, index) => (
            <Skeleton key={index} radius="lg" className="h-28" />
          ))}
        </div>
      }
      empty={
        <EmptyState
          icon={CalendarSearch}
          title="Minggu ini tidak ditemukan"
          description="Cabang ini tidak termasuk cabang Anda. Pilih cabang lain di bagian atas halaman."
        />
      }
      {...props}
    >
      {(week) => <WeekDays week={week} dayHref={dayHref} today={today} />}
    </ListState>
  );
}

export { WeekOverview, type WeekOverviewProps };
