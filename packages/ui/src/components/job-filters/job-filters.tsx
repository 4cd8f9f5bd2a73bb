import * as React from 'react';
import { jobDepartments, jobLocations, type JobDepartment, type JobLocation } from '@klinik/clinic';
import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { ResetFilterButton } from '../list-state/list-state';
import { Field, NativeSelect, fieldControlVariants } from '../field/field';

type JobFiltersProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The current keyword; the box follows it when it changes from outside (a reset). */
  keyword?: string;
  department?: JobDepartment | 'all';
  location?: JobLocation | 'all';
  /** Openings in the list under the filters. */
  resultCount: number;
  /** All openings; when given the line reads 'Menampilkan N dari M lowongan'. */
  totalCount?: number;
  /** Called on every keystroke with the box's text as typed (filterJobs trims it). */
  onKeywordChange: (keyword: string) => void;
  onDepartmentChange: (department: JobDepartment | 'all') => void;
  onLocationChange: (location: JobLocation | 'all') => void;
  onReset: () => void;
};

/** The careers page's keyword search, department and location filters, and the result count. */
function JobFilters({
  keyword = '',
  department = 'all',
  location = 'all',
  resultCount,
  totalCount,
  onKeywordChange,
  onDepartmentChange,
  onLocationChange,
  onReset,
  className,
  ...props
}: JobFiltersProps) {
  const searchId = React.useId();
  const [query, setQuery] = React.useState(keyword);
  const [shownKeyword, setShownKeyword] = React.useState(keyword);
  // A new keyword from outside ('Reset Filter') replaces what is typed.
  if (shownKeyword !== keyword) {
    setShownKeyword(keyword);
    setQuery(keyword);
  }

  return (
    <div
      data-slot="job-filters"
      className={cn('border-border bg-background shadow-card rounded-2xl border p-5', className)}
      {...props}
    >
      <form
        role="search"
        aria-label="Cari lowongan"
        className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
        onSubmit={(event) => event.preventDefault()}
      >
        {/* Not a Field: the label must reach the input inside the icon wrapper. */}
        <div className="grid content-start gap-1.5">
          <label htmlFor={searchId} className="text-foreground text-sm font-semibold">
            Cari lowongan
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2"
            />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                onKeywordChange(event.target.value);
              }}
              placeholder="Posisi atau kata kunci..."
              className={cn(fieldControlVariants(), 'pl-10')}
            />
          </div>
        </div>
        <Field label="Departemen">
          <NativeSelect
            value={department}
            onChange={(event) => onDepartmentChange(event.target.value as JobDepartment | 'all')}
          >
            <option value="all">Semua Departemen</option>
            {jobDepartments.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Lokasi">
          <NativeSelect
            value={location}
            onChange={(event) => onLocationChange(event.target.value as JobLocation | 'all')}
          >
            <option value="all">Semua Lokasi</option>
            {jobLocations.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </form>
      <div className="border-border mt-4 flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <p
          data-slot="job-filters-count"
          aria-live="polite"
          className="text-muted-foreground text-sm"
        >
          Menampilkan <strong className="text-foreground">{resultCount}</strong>
          {totalCount === undefined ? null : ` dari ${totalCount}`} lowongan
        </p>
        <ResetFilterButton variant="ghost" onClick={onReset} />
      </div>
    </div>
  );
}

export { JobFilters, type JobFiltersProps };
