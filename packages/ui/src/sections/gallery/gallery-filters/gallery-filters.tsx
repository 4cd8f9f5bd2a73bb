import * as React from 'react';
import {
  galleryCategories,
  gallerySortOptions,
  type GalleryCategory,
  type GalleryList,
  type GallerySortField,
} from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import { NativeSelect, SearchForm } from '../../../primitives/field/field';

type GalleryCategoryValue = GalleryCategory | 'all';

type GalleryFiltersProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The current search text; the box follows it when it changes from outside (a reset). */
  search?: string;
  /** The chosen sort field (the API's `sort_by`). */
  sort?: GallerySortField;
  /** The pressed chip. */
  category?: GalleryCategoryValue;
  /** Photos per chip (the API's `counts`); no badge without them. */
  counts?: Partial<GalleryList['counts']>;
  /** Called on every keystroke with the box's text as typed (the site waits for a pause). */
  onSearchChange: (search: string) => void;
  /** Called with the chosen sort field. */
  onSortChange: (sort: GallerySortField) => void;
  /** Called with the chip pressed. */
  onCategoryChange: (category: GalleryCategoryValue) => void;
};

const chips: readonly { value: GalleryCategoryValue; label: string }[] = [
  { value: 'all', label: 'Semua' },
  ...galleryCategories,
];

const chipClass =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors';

/** The gallery's search box, sort dropdown and category chips. */
function GalleryFilters({
  search = '',
  sort = 'taken_at',
  category = 'all',
  counts,
  onSearchChange,
  onSortChange,
  onCategoryChange,
  className,
  ...props
}: GalleryFiltersProps) {
  const id = React.useId();
  return (
    <div data-slot="gallery-filters" className={cn('grid gap-4', className)} {...props}>
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchForm
          label="Cari foto"
          input={{
            id: `${id}-search`,
            value: search,
            onValueChange: onSearchChange,
            placeholder: 'Cari foto, misalnya terapi bahu...',
          }}
          className="flex-1"
        />
        <div className="sm:w-56">
          <label htmlFor={`${id}-sort`} className="sr-only">
            Urutkan foto
          </label>
          <NativeSelect
            id={`${id}-sort`}
            value={sort}
            onChange={(event) => onSortChange(event.target.value as GallerySortField)}
          >
            {gallerySortOptions.map((option) => (
              <option key={option.sort_by} value={option.sort_by}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div role="group" aria-label="Kategori foto" className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const active = chip.value === category;
          const count = counts?.[chip.value];
          return (
            <button
              key={chip.value}
              type="button"
              aria-pressed={active}
              onClick={() => onCategoryChange(chip.value)}
              className={cn(
                chipClass,
                active
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-background text-foreground hover:bg-primary-soft',
              )}
            >
              {chip.label}
              {count === undefined ? null : (
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs tabular-nums',
                    active ? 'bg-background text-primary' : 'bg-muted text-muted-foreground',
                  )}
                >
                  {count}
                  <span className="sr-only"> foto</span>
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}

export { GalleryFilters, type GalleryCategoryValue, type GalleryFiltersProps };
