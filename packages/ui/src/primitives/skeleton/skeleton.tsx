import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const skeletonVariants = cva('bg-skeleton max-w-full animate-pulse', {
  variants: {
    /** The corners of what it stands in for: `full` for a chip, `none` for a photo. */
    radius: {
      none: 'rounded-none',
      md: 'rounded-md',
      lg: 'rounded-lg',
      xl: 'rounded-xl',
      '2xl': 'rounded-2xl',
      full: 'rounded-full',
    },
  },
  defaultVariants: { radius: 'md' },
});

type SkeletonProps = React.ComponentProps<'div'> & VariantProps<typeof skeletonVariants>;

/** A placeholder block while content loads; the loading region carries aria-busy, not this. */
function Skeleton({ radius, className, ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn(skeletonVariants({ radius }), className)}
      {...props}
    />
  );
}

/** One block of SkeletonLines: its classes (size, spacing), or those and its corners. */
type SkeletonLine = string | Pick<SkeletonProps, 'className' | 'radius'>;

/** Placeholder blocks one after another, each given by its classes and, if not `md`, corners. */
function SkeletonLines({ lines }: { lines: readonly SkeletonLine[] }) {
  // The list is fixed for each caller, so the index is a stable key.
  return lines.map((line, index) =>
    typeof line === 'string' ? (
      <Skeleton key={index} className={line} />
    ) : (
      <Skeleton key={index} {...line} />
    ),
  );
}

export { Skeleton, SkeletonLines, skeletonVariants, type SkeletonLine, type SkeletonProps };
