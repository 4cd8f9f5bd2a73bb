import * as React from 'react';
import { galleryCategories, type GalleryCategory } from '@klinik/clinic';
import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { gallerySortOptions, type GalleryCounts, type GallerySort } from '../../lib/gallery';
import { NativeSelect, fieldControlVariants } from '../field/field';

type GalleryCategoryValue = GalleryCategory | 'all';

type GalleryFiltersProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The current search text; the box follows it when it changes from outside (a reset). */
  search?: string;
  sort?: GallerySort;
  category?: GalleryCategoryValue;
  /** Photos per chip (e.g. `GalleryList.counts` or `galleryCounts`); no badge without them. */
  counts?: Partial<GalleryCounts>;
  /** Called on every keystroke with the box's text as typed (filterGallery trims it). */
  onSearchChange: (search: string) => void;
  onSortChange: (sort: GallerySort) => void;
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
  sort = 'newest',
  category = 'all',
  counts,
  onSearchChange,
  onSortChange,
  onCategoryChange,
  className,
  ...props
}: GalleryFiltersProps) {
  const id = React.useId();
  const [query, setQuery] = React.useState(search);
  const [shownSearch, setShownSearch] = React.useState(search);
  // A new search from outside ('Reset Filter') replaces what is typed.
  if (shownSearch !== search) {
    setShownSearch(search);
    setQuery(search);
  }

  return (
    <div data-slot="gallery-filters" className={cn('grid gap-4', className)} {...props}>
      <div className="flex flex-col gap-3 sm:flex-row">
        <form
          role="search"
          aria-label="Cari foto"
          className="relative flex-1"
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor={`${id}-search`} className="sr-only">
            Cari foto
          </label>
          <Search
            aria-hidden
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2"
          />
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              onSearchChange(event.target.value);
            }}
            placeholder="Cari foto, misalnya terapi bahu..."
            className={cn(fieldControlVariants(), 'pl-10')}
          />
        </form>
        <div className="sm:w-56">
          <label htmlFor={`${id}-sort`} className="sr-only">
            Urutkan foto
          </label>
          <NativeSelect
            id={`${id}-sort`}
            value={sort}
            onChange={(event) => onSortChange(event.target.value as GallerySort)}
          >
            {gallerySortOptions.map((option) => (
              <option key={option.value} value={option.value}>
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
