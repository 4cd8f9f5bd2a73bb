/**
 * Small pieces every part of the desk shows the same way: an instant on the clinic's clock, the
 * action's refusal, and a list of records in its four states.
 */
import * as React from 'react';
import type { LucideIcon } from 'lucide-react';
import type { FormAnswer } from '@klinik/clinic';
import { cn } from '../../lib/cn';
import { EmptyState } from '../../feedback/empty-state/empty-state';
import { ListState, type ListStateProps } from '../../feedback/list-state/list-state';
import { Skeleton } from '../../primitives/skeleton/skeleton';
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

type DeskListProps<T> = Omit<ListStateProps<T>, 'skeleton' | 'empty' | 'headingLevel'> & {
  /** The placeholders while loading: how many cards, and their height class ('h-24'). */
  placeholders: { count: number; height: string };
  /** What an empty answer says, as an h3 under the page's h2. */
  empty: { icon: LucideIcon; title: string; description: string };
  /** The action's answer to the list's last button: a refusal is an alert above the list. */
  answer?: FormAnswer;
};

/**
 * A list of the desk's records in its four states (`ListState`): cards of placeholders while
 * loading, a failure with its retry, what an empty list means, and the list with the refusal of
 * its last button above it.
 */
function DeskList<T>({ placeholders, empty, answer, children, ...props }: DeskListProps<T>) {
  const message = answer?.ok === false ? answer.message : undefined;
  return (
    <ListState<T>
      {...props}
      skeleton={
        <div className="grid gap-3">
          {Array.from({ length: placeholders.count }, (_, index) => (
            <Skeleton key={index} radius="lg" className={placeholders.height} />
          ))}
        </div>
      }
      empty={<EmptyState headingLevel="h3" {...empty} />}
    >
      {(data) => (
        <>
          {message ? <DeskAlert>{message}</DeskAlert> : null}
          {children(data)}
        </>
      )}
    </ListState>
  );
}

export { DeskAlert, DeskList, DeskTime };
