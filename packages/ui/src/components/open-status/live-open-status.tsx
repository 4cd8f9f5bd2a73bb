import * as React from 'react';
import { clinic, openStatusTexts } from '@klinik/clinic';
import { useOpenStatus } from '../../hooks/use-open-status';
import { cn } from '../../lib/cn';
import type { OpenStatusProps } from './open-status';

/** The dot beside the words, per background: green-ish open, red or amber closed. */
const dotColors = {
  default: { open: 'bg-badge-green-foreground', closed: 'bg-danger', pending: 'bg-border-strong' },
  inverse: { open: 'bg-on-dark-muted', closed: 'bg-ring-inverse', pending: 'bg-on-dark-muted/50' },
} as const;

/**
 * OpenStatus once its chunk is loaded (and on the server): the pending line, then the status
 * from the clock.
 */
export default function LiveOpenStatus({
  hours,
  timeZone = clinic.timezone,
  now,
  pendingText = '',
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
