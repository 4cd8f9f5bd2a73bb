import {
  jobDepartments,
  jobLocations,
  jobTypes,
  type Job,
  type JobDepartment,
  type JobLocation,
  type JobType,
} from '@klinik/clinic';

export type JobFilter = {
  keyword: string;
  department: JobDepartment | 'all';
  location: JobLocation | 'all';
};

/** Keyword search (spec 5): the trimmed text in the title or description, any case. */
export function matchesJobKeyword(job: Pick<Job, 'title' | 'description'>, keyword: string) {
  const needle = keyword.trim().toLocaleLowerCase('id');
  if (!needle) return true;
  return [job.title, job.description].some((text) => text.toLocaleLowerCase('id').includes(needle));
}

/**
 * The main job list: openings of the department and location that match the keyword, in the
 * order given. Featured jobs are left out: they have their own section (spec 5).
 */
export function filterJobs<T extends Job>(jobs: readonly T[], filter: JobFilter): T[] {
  return jobs.filter(
    (job) =>
      !job.is_featured &&
      (filter.department === 'all' || job.department === filter.department) &&
      (filter.location === 'all' || job.location === filter.location) &&
      matchesJobKeyword(job, filter.keyword),
  );
}

/** The priority openings, in the order given. */
export function featuredJobs<T extends Job>(jobs: readonly T[]): T[] {
  return jobs.filter((job) => job.is_featured);
}

/** True when any filter differs from its empty value (a blank keyword counts as empty). */
export function hasJobFilter(filter: JobFilter): boolean {
  return filter.keyword.trim() !== '' || filter.department !== 'all' || filter.location !== 'all';
}

function labelOf<V extends string>(options: readonly { value: V; label: string }[], value: V) {
  return options.find((option) => option.value === value)?.label ?? value;
}

/** 'clinical' -> 'Klinis'. */
export function jobDepartmentLabel(department: JobDepartment): string {
  return labelOf(jobDepartments, department);
}

/** 'kiaracondong' -> 'Kiaracondong, Bandung'. */
export function jobLocationLabel(location: JobLocation): string {
  return labelOf(jobLocations, location);
}

/** 'contract' -> 'Kontrak' (spec 3). */
export function jobTypeLabel(type: JobType): string {
  return labelOf(jobTypes, type);
}
