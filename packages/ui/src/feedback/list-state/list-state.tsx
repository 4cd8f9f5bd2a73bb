import * as React from 'react';
import { RotateCcw } from 'lucide-react';
import type { Remote } from '../../lib/remote';
import { Button } from '../../primitives/button/button';
import { ErrorState } from '../error-state/error-state';

type ListStateProps<T> = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The data-slot of the list component that uses this, e.g. 'service-grid'. */
  dataSlot: string;
  /** The list's data and where it stands (decided by the site's data hook). */
  state: Remote<T>;
  /** Announced to screen readers while loading, e.g. 'Memuat layanan…'. */
  loadingLabel: string;
  /** Grey placeholders in the shape of the list. */
  skeleton: React.ReactNode;
  /** Heading of the standard failure, e.g. 'Gagal memuat layanan', shown with 'Coba Lagi'. */
  errorTitle?: string;
  /** Replaces the standard failure; gets the state's retry. */
  error?: (retry: () => void) => React.ReactNode;
  /** What an answer with nothing to show looks like (usually an EmptyState). */
  empty: React.ReactNode;
  /** Level of the failure's heading. */
  headingLevel?: 'h2' | 'h3';
  /** The loaded list. */
  children: (data: T) => React.ReactNode;
};

/** data-status values, which the stories check: the loaded list says `success`. */
const statusNames = { loading: 'loading', error: 'error', empty: 'empty', ready: 'success' };

/**
 * The four states every fetched list shows: skeletons while loading (announced, aria-busy), a
 * failure with a retry, an empty answer, or the list. The wrapper's data-status names the state.
 */
function ListState<T>({
  dataSlot,
  state,
  loadingLabel,
  skeleton,
  errorTitle = 'Gagal memuat data',
  error,
  empty,
  headingLevel = 'h3',
  children,
  ...props
}: ListStateProps<T>) {
  return (
    <div
      data-slot={dataSlot}
      data-status={statusNames[state.status]}
      aria-busy={state.status === 'loading' ? true : undefined}
      {...props}
    >
      {state.status === 'loading' ? (
        <>
          <p role="status" className="sr-only">
            {loadingLabel}
          </p>
          {skeleton}
        </>
      ) : state.status === 'error' ? (
        (error?.(state.retry) ?? (
          <ErrorState
            headingLevel={headingLevel}
            title={errorTitle}
            message="Periksa koneksi internet Anda, lalu coba lagi."
            action={<RetryButton onClick={state.retry} />}
          />
        ))
      ) : state.status === 'empty' ? (
        empty
      ) : (
        children(state.data)
      )}
    </div>
  );
}

/** The retry action of a failed list. */
function RetryButton({ children = 'Coba Lagi', ...props }: React.ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" {...props}>
      <RotateCcw aria-hidden />
      {children}
    </Button>
  );
}

/** Clears the filters of a list that came back empty, or of a filter bar: the same button. */
function ResetFilterButton({
  children = 'Reset Filter',
  ...props
}: React.ComponentProps<typeof Button>) {
  return <RetryButton {...props}>{children}</RetryButton>;
}

export { ListState, ResetFilterButton, RetryButton, type ListStateProps };
