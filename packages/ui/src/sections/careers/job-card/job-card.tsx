import * as React from 'react';
import {
  formatDate,
  type Job,
  jobDepartmentLabel,
  jobLocationLabel,
  jobTypeLabel,
} from '@klinik/clinic';
import { Briefcase, CalendarClock, Check, ChevronDown, MapPin, Wallet } from 'lucide-react';
import { cva } from 'class-variance-authority';
import { cn } from '../../../lib/cn';
import { Button } from '../../../primitives/button/button';
import { Skeleton } from '../../../primitives/skeleton/skeleton';

type JobCardProps = React.ComponentProps<'article'> & {
  job: Job;
  /** Display names of the department and location; default: the labels of @klinik/clinic. */
  departmentLabel?: string;
  locationLabel?: string;
  onApply: (job: Job) => void;
  headingLevel?: 'h2' | 'h3';
  /** Show the requirements and benefits already unfolded. */
  defaultDetailsOpen?: boolean;
};

const jobCardVariants = cva('bg-background shadow-card @container rounded-2xl border', {
  variants: { featured: { true: 'border-primary/40', false: 'border-border' } },
  defaultVariants: { featured: false },
});

/** One opening: facts at a glance, requirements and benefits folded so the card stays short. */
function JobCard({
  job,
  departmentLabel = jobDepartmentLabel(job.department),
  locationLabel = jobLocationLabel(job.location),
  onApply,
  headingLevel: Heading = 'h3',
  defaultDetailsOpen = false,
  className,
  ...props
}: JobCardProps) {
  const hasDetails = job.requirements.length > 0 || job.benefits.length > 0;
  return (
    <article
      data-slot="job-card"
      data-featured={job.is_featured || undefined}
      className={cn(jobCardVariants({ featured: job.is_featured }), className)}
      {...props}
    >
      <div className="flex flex-col p-4 @3xs:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <span className="bg-primary-soft text-primary-soft-foreground rounded-full px-3 py-1 text-xs font-semibold">
            {jobTypeLabel(job.type)}
          </span>
          <span className="bg-muted text-muted-foreground rounded-full px-3 py-1 text-xs font-semibold">
            {departmentLabel}
          </span>
          {job.is_featured ? (
            <span className="bg-accent-soft text-accent-soft-foreground rounded-full px-3 py-1 text-xs font-semibold">
              Prioritas
            </span>
          ) : null}
        </div>
        <Heading className="text-foreground mt-4 text-xl font-bold text-balance">
          {job.title}
        </Heading>
        <p className="text-muted-foreground mt-2 text-sm">{job.description}</p>
        <ul className="text-muted-foreground mt-4 grid gap-2 text-sm sm:grid-cols-2">
          {[
            { icon: MapPin, label: 'Lokasi: ', value: locationLabel },
            { icon: Briefcase, label: 'Pengalaman: ', value: job.experience },
            { icon: Wallet, label: 'Gaji: ', value: job.salary },
            {
              icon: CalendarClock,
              value: (
                <>
                  Batas lamaran{' '}
                  <time dateTime={job.deadline} className="inline-block">
                    {formatDate(job.deadline, 'date')}
                  </time>
                </>
              ),
            },
          ].map(({ icon: Icon, label, value }, index) => (
            <li key={index} className="flex items-start gap-2">
              <Icon aria-hidden className="text-primary mt-0.5 size-4 shrink-0" />
              <span>
                {label ? <span className="sr-only">{label}</span> : null}
                {value}
              </span>
            </li>
          ))}
        </ul>
        {hasDetails ? (
          <details
            data-slot="job-card-details"
            open={defaultDetailsOpen || undefined}
            className="group border-border mt-5 border-t pt-2"
          >
            <summary className="text-primary flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-sm font-semibold [&::-webkit-details-marker]:hidden">
              <ChevronDown
                aria-hidden
                className="size-5 shrink-0 transition-transform group-open:rotate-180"
              />
              Lihat persyaratan & benefit
            </summary>
            <div className="grid gap-5 pt-2 pb-1 sm:grid-cols-2">
              {job.requirements.length ? (
                <DetailList title="Persyaratan" items={job.requirements} />
              ) : null}
              {job.benefits.length ? <DetailList title="Benefit" items={job.benefits} /> : null}
            </div>
          </details>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <Button onClick={() => onApply(job)}>
            Lamar
            <span className="sr-only"> posisi {job.title}</span>
          </Button>
          <p className="text-muted-foreground text-xs">
            Dibuka{' '}
            <time dateTime={job.posted_at} className="inline-block">
              {formatDate(job.posted_at, 'date')}
            </time>
          </p>
        </div>
      </div>
    </article>
  );
}

function DetailList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <p className="text-foreground text-sm font-semibold">{title}</p>
      <ul className="text-muted-foreground mt-2 grid gap-1.5 text-sm">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <Check aria-hidden className="text-primary mt-0.5 size-4 shrink-0" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

function JobCardSkeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="job-card-skeleton"
      className={cn('border-border bg-background @container rounded-2xl border', className)}
      {...props}
    >
      <div className="p-4 @3xs:p-6">
        <div className="flex gap-2">
          <Skeleton radius="full" className="h-6 w-20" />
          <Skeleton radius="full" className="h-6 w-24" />
        </div>
        <Skeleton className="mt-4 h-7 w-3/5" />
        <Skeleton className="mt-3 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-4/5" />
        <div className="mt-5 grid gap-2 sm:grid-cols-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
        </div>
        <Skeleton radius="lg" className="mt-6 h-11 w-28" />
      </div>
    </div>
  );
}

export { JobCard, JobCardSkeleton, type JobCardProps };
