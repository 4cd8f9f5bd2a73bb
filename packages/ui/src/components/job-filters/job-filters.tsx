import * as React from 'react';
import { jobDepartments, jobLocations, type JobDepartment, type JobLocation } from '@klinik/clinic';
import { cn } from '../../lib/cn';
import { ResetFilterButton } from '../list-state/list-state';
import { SearchInput, SelectField } from '../field/field';

type JobFiltersProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The current keyword; the box follows it when it changes from outside (a reset). */
  keyword?: string;
  /** The chosen department; 'all' for none. */
  department?: JobDepartment | 'all';
  /** The chosen place; 'all' for none. */
  location?: JobLocation | 'all';
  /**
   * Openings in the list under the filters; unknown (undefined) while the list loads or after it
   * failed, when the line says nothing rather than 'Menampilkan 0'.
   */
  resultCount?: number;
  /** All openings; when given the line reads 'Menampilkan N dari M lowongan'. */
  totalCount?: number;
  /** Called on every keystroke with the box's text as typed (filterJobs trims it). */
  onKeywordChange: (keyword: string) => void;
  /** Called with the chosen department. */
  onDepartmentChange: (department: JobDepartment | 'all') => void;
  /** Called with the chosen place. */
  onLocationChange: (location: JobLocation | 'all') => void;
  /** 'Reset Filter'. */
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
          <SearchInput
            id={searchId}
            value={keyword}
            onValueChange={onKeywordChange}
            placeholder="Posisi atau kata kunci..."
          />
        </div>
        <SelectField
          label="Departemen"
          placeholder="Semua Departemen"
          placeholderValue="all"
          options={jobDepartments}
          value={department}
          onChange={(event) => onDepartmentChange(event.target.value as JobDepartment | 'all')}
        />
        <SelectField
          label="Lokasi"
          placeholder="Semua Lokasi"
          placeholderValue="all"
          options={jobLocations}
          value={location}
          onChange={(event) => onLocationChange(event.target.value as JobLocation | 'all')}
        />
      </form>
      <div className="border-border mt-4 flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <p
          data-slot="job-filters-count"
          aria-live="polite"
          className="text-muted-foreground text-sm"
        >
          {resultCount === undefined ? null : (
            <>
              Menampilkan <strong className="text-foreground">{resultCount}</strong>
              {totalCount === undefined ? null : ` dari ${totalCount}`} lowongan
            </>
          )}
        </p>
        <ResetFilterButton variant="ghost" onClick={onReset} />
      </div>
    </div>
  );
}

export { JobFilters, type JobFiltersProps };
