import * as React from 'react';
import type { Job } from '@klinik/clinic';
import { SearchX } from 'lucide-react';
import { EmptyState } from '../empty-state/empty-state';
import { ErrorState } from '../error-state/error-state';
import { JobCard, JobCardSkeleton } from '../job-card/job-card';
import {
  ListState,
  ResetFilterButton,
  RetryButton,
  type ListStatus,
} from '../list-state/list-state';

type JobListProps = React.ComponentProps<'div'> & {
  jobs?: readonly Job[];
  status: ListStatus;
  onApply: (job: Job) => void;
  /** The empty state's 'Reset Filter' button. */
  onReset?: () => void;
  onRetry?: () => void;
  /** Skeleton cards while loading. */
  skeletonCount?: number;
  cardHeadingLevel?: 'h2' | 'h3';
};

/** The openings, one card each, with their loading, failed and empty states. */
function JobList({
  jobs,
  status,
  onApply,
  onReset,
  onRetry,
  skeletonCount = 3,
  cardHeadingLevel = 'h3',
  className,
  ...props
}: JobListProps) {
  return (
    <ListState
      dataSlot="job-list"
      status={status}
      isEmpty={!jobs?.length}
      loadingLabel="Memuat lowongan…"
      className={className}
      {...props}
      skeleton={
        <div className="grid gap-6 lg:grid-cols-2">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <JobCardSkeleton key={index} />
          ))}
        </div>
      }
      error={
        <ErrorState
          headingLevel={cardHeadingLevel}
          title="Gagal memuat lowongan"
          message="Periksa koneksi internet Anda, lalu coba lagi."
          action={onRetry ? <RetryButton onClick={onRetry} /> : undefined}
        />
      }
      empty={
        <EmptyState
          icon={SearchX}
          headingLevel={cardHeadingLevel}
          title="Tidak ada lowongan yang cocok"
          description="Coba kata kunci lain, atau pilih semua departemen dan lokasi."
          action={onReset ? <ResetFilterButton onClick={onReset} /> : undefined}
        />
      }
    >
      <ul className="grid items-start gap-6 lg:grid-cols-2">
        {jobs?.map((job) => (
          <li key={job.id}>
            <JobCard job={job} headingLevel={cardHeadingLevel} onApply={onApply} />
          </li>
        ))}
      </ul>
    </ListState>
  );
}

export { JobList, type JobListProps };
