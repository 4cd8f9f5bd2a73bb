/**
 * Small pieces every part of the desk shows the same way: an instant on the clinic's clock, the
 * action's refusal, and what a change did.
 */
import * as React from 'react';
import { CircleCheck } from 'lucide-react';
import { cn } from '../../lib/cn';
import { deskInstant } from './desk-format';

/** An instant of the API (UTC) as "Sen, 21 Des, 09.05 WIB", the UTC in its title. */
function DeskTime({ at, className }: { at: string; className?: string }) {
  const when = deskInstant(at);
  return (
    <time dateTime={when.dateTime} title={when.utc} className={cn('tabular-nums', className)}>
      {when.text}
    </time>
  );
}

/** The action's refusal in its own words: an alert, read at once. */
function DeskAlert({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <p
      role="alert"
      className={cn('bg-danger-soft text-danger rounded-lg px-4 py-3 font-semibold', className)}
    >
      {children}
    </p>
  );
}

/**
 * What a change did ('Pesan ditandai sudah ditangani.'), in a polite status that is always in
 * the page, so a screen reader reads the words when they appear.
 */
function DeskDone({ children }: { children?: React.ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {children ? (
        <p className="bg-primary-soft text-primary-soft-foreground flex items-start gap-2 rounded-lg px-4 py-3 font-semibold">
          <CircleCheck aria-hidden className="mt-1 size-4 shrink-0" />
          {children}
        </p>
      ) : null}
    </div>
  );
}

export { DeskAlert, DeskDone, DeskTime };
