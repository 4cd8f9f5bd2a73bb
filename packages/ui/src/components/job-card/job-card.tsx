import * as React from 'react';
import { Briefcase, CalendarClock, MapPin, Wallet } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatDateId } from '../../lib/date';
import { Button } from '../button/button';

type JobType = 'full-time' | 'part-time' | 'contract' | 'internship';

type Job = {
  id: number | string;
  title: string;
  department: string;
  location: string;
  type: JobType;
  experience: string;
  /** Text range in rupiah. */
  salary: string;
  description: string;
  requirements: readonly string[];
  benefits: readonly string[];
  postedAt: string;
  deadline: string;
  featured: boolean;
};

const jobTypeLabels: Record<JobType, string> = {
  'full-time': 'Full Time',
  'part-time': 'Part Time',
  contract: 'Kontrak',
  internship: 'Magang',
};

type JobCardProps = React.ComponentProps<'article'> & {
  job: Job;
  /** Display names of the department and location codes. */
  departmentLabel?: string;
  locationLabel?: string;
  onApply: (job: Job) => void;
  headingLevel?: 'h2' | 'h3';
};

function JobCard({
  job,
  departmentLabel = job.department,
  locationLabel = job.location,
  onApply,
  headingLevel: Heading = 'h3',
  className,
  ...props
}: JobCardProps) {
  return (
    <article
      data-slot="job-card"
      className={cn(
        'border-border bg-background shadow-card flex flex-col rounded-2xl border p-6',
        job.featured && 'border-primary/40',
        className,
      )}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="bg-primary-soft text-primary-soft-foreground rounded-full px-3 py-1 text-xs font-semibold">
          {jobTypeLabels[job.type]}
        </span>
        <span className="bg-muted text-muted-foreground rounded-full px-3 py-1 text-xs font-semibold">
          {departmentLabel}
        </span>
        {job.featured ? (
          <span className="bg-accent-soft text-accent-soft-foreground rounded-full px-3 py-1 text-xs font-semibold">
            Prioritas
          </span>
        ) : null}
      </div>
      <Heading className="text-foreground mt-4 text-xl font-bold">{job.title}</Heading>
      <p className="text-muted-foreground mt-2 text-sm">{job.description}</p>
      <ul className="text-muted-foreground mt-4 grid gap-2 text-sm sm:grid-cols-2">
        <li className="flex items-center gap-2">
          <MapPin aria-hidden className="text-primary size-4" />
          {locationLabel}
        </li>
        <li className="flex items-center gap-2">
          <Briefcase aria-hidden className="text-primary size-4" />
          {job.experience}
        </li>
        <li className="flex items-center gap-2">
          <Wallet aria-hidden className="text-primary size-4" />
          {job.salary}
        </li>
        <li className="flex items-center gap-2">
          <CalendarClock aria-hidden className="text-primary size-4" />
          Batas lamaran {formatDateId(job.deadline)}
        </li>
      </ul>
      <Button className="mt-6 self-start" onClick={() => onApply(job)}>
        Lamar
        <span className="sr-only"> posisi {job.title}</span>
      </Button>
    </article>
  );
}

export { JobCard, jobTypeLabels, type Job, type JobCardProps, type JobType };
