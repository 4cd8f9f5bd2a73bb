import * as React from 'react';
import { clinic, openStatusTexts, type WeekHours } from '@klinik/clinic';
import { useOpenStatus } from './use-open-status';
import { cn } from '../../../lib/cn';

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
};

/** The dot beside the words, per background: green-ish open, red or amber closed. */
const dotColors = {
  default: { open: 'bg-badge-green-foreground', closed: 'bg-danger', pending: 'bg-border-strong' },
  inverse: { open: 'bg-on-dark-muted', closed: 'bg-ring-inverse', pending: 'bg-on-dark-muted/50' },
} as const;

/**
 * "Buka sekarang · tutup pukul 17.00" or "Tutup · buka lagi Senin pukul 09.00", in the clinic's
 * time zone. The prerendered page cannot know the hour, so it says `pendingText` until the page
 * has hydrated, then the status, in the same space: the line keeps the room of the longest thing
 * it can say with these hours, at any width, so nothing moves. Updated at the next opening or
 * closing. Open and closed differ by their words; the dot's colour only repeats them.
 */
function OpenStatus({
  hours,
  timeZone = clinic.timezone,
  now,
  pendingText = 'Jam operasional dalam WIB',
  tone = 'default',
  className,
  ...props
}: OpenStatusProps) {
  const status = useOpenStatus(hours, timeZone, now);
  const state = status ? (status.open ? 'open' : 'closed') : 'pending';
  // The longest line these hours can show: laid out invisibly in the same cell, it gives the
  // line its height from the first paint. Drawn from an attribute (CSS `content`), so it is no
  // text of the page: nothing reads it, nothing finds it.
  const hoursKey = JSON.stringify(hours);
  const widest = React.useMemo(
    () =>
      [pendingText, ...openStatusTexts(JSON.parse(hoursKey) as typeof hours, timeZone)].reduce(
        (longest, text) => (text.length > longest.length ? text : longest),
      ),
    [hoursKey, timeZone, pendingText],
  );
  return (
    <p
      data-slot="open-status"
      data-state={state}
      className={cn(
        'flex items-start gap-2 text-sm font-semibold text-pretty',
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
      <span className="grid">
        <span
          aria-hidden
          data-widest={widest}
          className="invisible col-start-1 row-start-1 before:content-[attr(data-widest)]"
        />
        <span className="col-start-1 row-start-1">{status ? status.text : pendingText}</span>
      </span>
    </p>
  );
}

export { OpenStatus, type OpenStatusProps };
