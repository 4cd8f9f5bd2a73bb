import * as React from 'react';
import {
  bookableService,
  cancelReasons,
  formatDate,
  optionLabel,
  staffPagePaths,
  type StaffBooking,
} from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import type { FormComponent } from '../../../lib/form';
import { AppLink } from '../../../primitives/app-link/app-link';
import { Button } from '../../../primitives/button/button';
import { branchName, visitTime } from '../desk-format';
import { deskFields, deskIntent, intentStatus, type StatusIntent } from '../desk-intents';
import { VisitStatusBadge } from '../visit-status-badge/visit-status-badge';

type BookingRowProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  booking: StaffBooking;
  /**
   * Where the quick actions post (the page's own address, its route's action); without it the
   * row offers none.
   */
  action?: string;
  /** What the quick actions' form renders as: the site's router form (a fetcher's). */
  as?: FormComponent;
  /** The quick action of this row being sent now: its button waits. */
  pending?: StatusIntent;
  /** Adds the day and the branch (a search across days and branches). */
  showDate?: boolean;
};

/** The status changes a row offers at once; cancelling asks for a reason, on the booking's page. */
const quickLabels: Partial<Record<StatusIntent, string>> = {
  arrived: 'Tandai hadir',
  done: 'Tandai selesai',
  no_show: 'Tandai tidak hadir',
};

/**
 * One booking in a list of the desk: its time, status, the patient's name (a link to the
 * booking's page), service and code, and the status changes it may take now as buttons of a POST
 * form (each names its intent, the booking's code beside it). Only the changes the booking's
 * `next_statuses` allow are offered; a cancelled one says why.
 */
function BookingRow({
  booking,
  action,
  as: Form = 'form',
  pending,
  showDate = false,
  className,
  ...props
}: BookingRowProps) {
  const quick = booking.next_statuses.flatMap((next) => {
    const status = intentStatus(next);
    const label = status && quickLabels[status];
    return status && label ? [{ status, label }] : [];
  });
  const reason = booking.cancel_reason ? optionLabel(cancelReasons, booking.cancel_reason) : null;
  return (
    <div
      data-slot="booking-row"
      data-status={booking.status}
      className={cn(
        'border-border bg-background grid min-w-0 content-start gap-1 rounded-xl border p-3',
        className,
      )}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="text-foreground text-sm font-semibold tabular-nums">
          {showDate ? `${formatDate(booking.date, 'short')}, ` : null}
          {visitTime(booking.time, booking.end_time)}
        </p>
        <VisitStatusBadge status={booking.status} />
      </div>
      <AppLink
        href={staffPagePaths.booking(booking.code)}
        className="text-primary flex min-h-11 items-center text-base font-bold underline-offset-2 hover:underline"
      >
        {booking.name}
      </AppLink>
      <p className="text-muted-foreground text-sm">
        {bookableService(booking.service).name}
        {' · '}
        <span className="font-mono whitespace-nowrap">{booking.code}</span>
        {showDate ? ` · ${branchName(booking.branch)}` : null}
      </p>
      {reason ? <p className="text-foreground text-sm">Alasan: {reason}</p> : null}
      {action && quick.length ? (
        <Form method="post" action={action} className="mt-1 flex flex-wrap gap-2">
          <input type="hidden" name={deskFields.code} value={booking.code} />
          {quick.map(({ status, label }) => (
            <Button
              key={status}
              type="submit"
              name={deskIntent.name}
              value={deskIntent[status]}
              variant={status === 'no_show' ? 'ghost' : 'outline'}
              size="compact"
              disabled={pending !== undefined}
              // The name tells the rows' buttons apart; it starts with what the button shows.
              aria-label={pending === status ? undefined : `${label}: ${booking.name}`}
            >
              {pending === status ? 'Menyimpan...' : label}
            </Button>
          ))}
        </Form>
      ) : null}
    </div>
  );
}

export { BookingRow, type BookingRowProps };
