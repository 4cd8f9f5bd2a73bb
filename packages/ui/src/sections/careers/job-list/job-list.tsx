import * as React from 'react';
import type { Job } from '@klinik/clinic';
import { SearchX } from 'lucide-react';
import type { Remote } from '../../../lib/remote';
import { EmptyState } from '../../../feedback/empty-state/empty-state';
import { JobCard, JobCardSkeleton } from '../job-card/job-card';
import { ListState, ResetFilterButton } from '../../../feedback/list-state/list-state';

type JobListProps = React.ComponentProps<'div'> & {
  /** The openings and where their request stands. */
  state: Remote<readonly Job[]>;
  /** 'Lamar' on a card. */
  onApply: (job: Job) => void;
  /** The empty state's 'Reset Filter' button. */
  onReset?: () => void;
  /** Skeleton cards while loading. */
  skeletonCount?: number;
  /** Level of the cards' headings (and of the failure's and empty state's). */
  cardHeadingLevel?: 'h2' | 'h3';
};

/** The openings, one card each, with their loading, failed and empty states. */
function JobList({
  state,
  onApply,
  onReset,
  skeletonCount = 3,
  cardHeadingLevel = 'h3',
  ...props
}: JobListProps) {
  return (
    <ListState
      dataSlot="job-list"
      state={state}
      loadingLabel="Memuat lowongan…"
      {...props}
      skeleton={
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <JobCardSkeleton key={index} />
          ))}
        </div>
      }
      errorTitle="Gagal memuat lowongan"
      headingLevel={cardHeadingLevel}
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
      {(jobs) => (
        <ul className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} headingLevel={cardHeadingLevel} onApply={onApply} />
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}

export { JobList, type JobListProps };
