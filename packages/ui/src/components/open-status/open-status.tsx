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
};

/**
 * The line with its rules, timer and look: a chunk of its own, so no page's first JavaScript
 * carries it (the footer shows it on every page). The server renders it in full.
 */
const LiveOpenStatus = React.lazy(() => import('./live-open-status'));

/**
 * "Buka sekarang · tutup pukul 17.00" or "Tutup · buka lagi Senin pukul 09.00", in the clinic's
 * time zone. The prerendered page cannot know the hour, so it says `pendingText` until the page
 * has hydrated, then the status, in the same space: the line keeps the room of the longest thing
 * it can say with these hours, at any width, so nothing moves. Updated at the next opening or
 * closing. Open and closed differ by their words; the dot's colour only repeats them.
 */
// Memoized: a render of the card or footer before the chunk is here would otherwise reach the
// boundary React has not hydrated yet and make it drop the prerendered line for the fallback.
const OpenStatus = React.memo(function OpenStatus({
  pendingText = 'Jam operasional dalam WIB',
  ...props
}: OpenStatusProps) {
  // While hydrating, React keeps the prerendered line until the chunk is here, then hydrates it
  // (the same pending line) and only then shows the status: no mismatch, nothing moves. A page
  // rendered in the browser before the chunk arrived keeps a line's room meanwhile.
  return (
    <React.Suspense
      fallback={
        <p
          data-slot="open-status"
          data-state="pending"
          className={cn('min-h-[1lh] text-sm', props.className)}
        />
      }
    >
      <LiveOpenStatus pendingText={pendingText} {...props} />
    </React.Suspense>
  );
});

export { OpenStatus, type OpenStatusProps };
