import * as React from 'react';
import type { WeekHours } from '@klinik/clinic';
import { cn } from '../../lib/cn';

type OpenStatusProps = Omit<React.ComponentProps<'p'>, 'children'> & {
  /** The business hours (the settings' `general.business_hours`, or a branch's own). */
  hours: WeekHours;
  /** The clinic's time zone (the settings' `general.timezone`); Asia/Jakarta by default. */
  timeZone?: string;
  /** A fixed moment instead of the clock (stories). */
  now?: Date;
  /** What the line says until the status is known: before hydration, and without script. */
  pendingText?: string;
  /** `inverse` on the footer's dark background. */
  tone?: 'default' | 'inverse';
  /** Room for two lines, where a narrow column wraps the longest status. */
  lines?: 1 | 2;
};

type StatusLineProps = Omit<OpenStatusProps, 'hours' | 'timeZone' | 'now' | 'pendingText'> & {
  state: 'pending' | 'open' | 'closed';
  text: string;
};

/** The dot beside the words, per background: green-ish open, red or amber closed. */
const dotColors = {
  default: { open: 'bg-badge-green-foreground', closed: 'bg-danger', pending: 'bg-border-strong' },
  inverse: { open: 'bg-on-dark-muted', closed: 'bg-ring-inverse', pending: 'bg-on-dark-muted/50' },
} as const;

/** The line as shown, whatever its state; it keeps its height from the first paint. */
function StatusLine({
  state,
  text,
  tone = 'default',
  lines = 1,
  className,
  ...props
}: StatusLineProps) {
  return (
    <p
      data-slot="open-status"
      data-state={state}
      className={cn(
        'flex items-start gap-2 text-sm font-semibold text-pretty',
        lines === 2 ? 'min-h-[2lh]' : 'min-h-[1lh]',
        tone === 'inverse' ? 'text-on-dark' : 'text-foreground',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className={cn(
          'mt-[calc(0.5lh-0.25rem)] size-2 shrink-0 rounded-full',
          dotColors[tone][state],
        )}
      />
      {text}
    </p>
  );
}

/**
 * The status itself, with its rules and timer: a chunk of its own, loaded while the page
 * hydrates, so no page's first JavaScript carries it (the footer shows it on every page).
 */
const LiveOpenStatus = React.lazy(() => import('./live-open-status'));

/**
 * "Buka sekarang · tutup pukul 17.00" or "Tutup · buka lagi Senin pukul 09.00", in the clinic's
 * time zone. The prerendered page cannot know the hour, so it says `pendingText` until the page
 * has hydrated, then the status, in the same space, updated at the next opening or closing. Open
 * and closed differ by their words; the dot's colour only repeats them.
 */
function OpenStatus({
  hours,
  timeZone,
  now,
  pendingText = 'Jam operasional dalam WIB',
  ...props
}: OpenStatusProps) {
  // React keeps the prerendered line until the chunk is here, then hydrates it (the same
  // pending line) and only then shows the status: no mismatch, nothing moves.
  return (
    <React.Suspense fallback={<StatusLine state="pending" text={pendingText} {...props} />}>
      <LiveOpenStatus
        hours={hours}
        timeZone={timeZone}
        now={now}
        pendingText={pendingText}
        {...props}
      />
    </React.Suspense>
  );
}

export { OpenStatus, StatusLine, type OpenStatusProps };
