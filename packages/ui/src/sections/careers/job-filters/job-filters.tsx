import * as React from 'react';
import { jobDepartments, jobLocations, type JobDepartment, type JobLocation } from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import { ResetFilterButton } from '../../../feedback/list-state/list-state';
import { SearchInput, SelectField } from '../../../primitives/field/field';

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

type FilterSelectProps<T extends string> = {
  /** The filter's name, e.g. 'Lokasi'; its first choice, 'Semua Lokasi', filters nothing. */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T | 'all';
  onValueChange: (value: T | 'all') => void;
};

/** A filter dropdown whose first choice, 'all', shows every opening. */
function FilterSelect<T extends string>({
  label,
  options,
  value,
  onValueChange,
}: FilterSelectProps<T>) {
  return (
    <SelectField
      label={label}
      placeholder={`Semua ${label}`}
      placeholderValue="all"
      options={options}
      value={value}
      onChange={(event) => onValueChange(event.target.value as T | 'all')}
    />
  );
}

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
        <FilterSelect
          label="Departemen"
          options={jobDepartments}
          value={department}
          onValueChange={onDepartmentChange}
        />
        <FilterSelect
          label="Lokasi"
          options={jobLocations}
          value={location}
          onValueChange={onLocationChange}
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
