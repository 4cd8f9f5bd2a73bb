import * as React from 'react';
import { cn } from '../../lib/cn';

type SkeletonProps = React.ComponentProps<'div'>;

/** A placeholder block while content loads; the loading region carries aria-busy, not this. */
function Skeleton({ className, ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn('bg-skeleton animate-pulse rounded-md', className)}
      {...props}
    />
  );
}

/** Placeholder blocks one after another, each given by its classes (size, spacing, shape). */
function SkeletonLines({ lines }: { lines: readonly string[] }) {
  // The list is fixed for each caller, so the index is a stable key.
  return lines.map((line, index) => <Skeleton key={index} className={line} />);
}

export { Skeleton, SkeletonLines, type SkeletonProps };
