import { SkeletonLines, type SkeletonLine } from '../../primitives/skeleton/skeleton';

type PageSkeletonProps = {
  /** Announced to screen readers while the page loads, e.g. 'Memuat artikel…'. */
  label: string;
};

/** A category chip, a two-line heading and the start of the text. */
const lines: readonly SkeletonLine[] = [
  { className: 'h-5 w-32', radius: 'full' },
  'mt-5 h-10 w-full',
  'mt-3 h-10 w-2/3',
  'mt-8 h-4 w-full',
  'mt-3 h-4 w-full',
  'mt-3 h-4 w-5/6',
];

/** A page whose content is on its way (an article, a service, a legal text): grey lines. */
function PageSkeleton({ label }: PageSkeletonProps) {
  return (
    <div data-slot="page-skeleton" aria-busy="true" className="mx-auto max-w-3xl px-4 py-16">
      <p role="status" className="sr-only">
        {label}
      </p>
      <SkeletonLines lines={lines} />
    </div>
  );
}

export { PageSkeleton, type PageSkeletonProps };
