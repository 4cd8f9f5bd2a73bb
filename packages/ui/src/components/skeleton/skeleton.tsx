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

export { Skeleton, type SkeletonProps };
