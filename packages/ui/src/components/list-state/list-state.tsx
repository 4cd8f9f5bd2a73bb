import * as React from 'react';
import { RotateCcw } from 'lucide-react';
import { Button } from '../button/button';

type ListStatus = 'loading' | 'error' | 'success';

type ListStateProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The data-slot of the list component that uses this, e.g. 'service-grid'. */
  dataSlot: string;
  status: ListStatus;
  /** True when the answer came back with nothing to show. */
  isEmpty: boolean;
  /** Announced to screen readers while loading, e.g. 'Memuat layanan…'. */
  loadingLabel: string;
  skeleton: React.ReactNode;
  error: React.ReactNode;
  empty: React.ReactNode;
  /** The loaded list. */
  children: React.ReactNode;
};

/**
 * The four states every fetched list shows: skeletons while loading (announced, aria-busy), a
 * failure, an empty answer, or the list. The wrapper's data-status names the state for tests.
 */
function ListState({
  dataSlot,
  status,
  isEmpty,
  loadingLabel,
  skeleton,
  error,
  empty,
  children,
  ...props
}: ListStateProps) {
  const state = status === 'success' && isEmpty ? 'empty' : status;
  return (
    <div
      data-slot={dataSlot}
      data-status={state}
      aria-busy={state === 'loading' ? true : undefined}
      {...props}
    >
      {state === 'loading' ? (
        <>
          <p role="status" className="sr-only">
            {loadingLabel}
          </p>
          {skeleton}
        </>
      ) : state === 'error' ? (
        error
      ) : state === 'empty' ? (
        empty
      ) : (
        children
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

/** Clears the filters of a list that came back empty, or of a filter bar. */
function ResetFilterButton({
  children = 'Reset Filter',
  variant = 'outline',
  ...props
}: React.ComponentProps<typeof Button>) {
  return (
    <Button variant={variant} {...props}>
      <RotateCcw aria-hidden />
      {children}
    </Button>
  );
}

export { ListState, ResetFilterButton, RetryButton, type ListStateProps, type ListStatus };
