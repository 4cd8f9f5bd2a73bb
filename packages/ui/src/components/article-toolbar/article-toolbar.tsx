import * as React from 'react';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { NativeSelect, fieldControlVariants } from '../field/field';

type ArticleSortBy = 'published_at' | 'title' | 'views';
type ArticleSortOrder = 'asc' | 'desc';

type ActiveFilter = {
  /** The query key the site removes, e.g. 'category', 'tag', 'search', 'author'. */
  key: string;
  /** What the chip says, e.g. 'Kategori: Anak'. */
  label: string;
};

type ArticleToolbarProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The current search text (from the address); the box resets when it changes. */
  search?: string;
  sortBy?: ArticleSortBy;
  sortOrder?: ArticleSortOrder;
  activeFilters?: readonly ActiveFilter[];
  onSearch: (query: string) => void;
  onSortChange: (sortBy: ArticleSortBy, sortOrder: ArticleSortOrder) => void;
  onRemoveFilter: (key: string) => void;
  onClearAll: () => void;
  /** Content of the filter panel the 'Filter' button opens (category and tag choices). */
  filterPanel?: React.ReactNode;
  defaultFilterOpen?: boolean;
};

const sortOptions: { sortBy: ArticleSortBy; sortOrder: ArticleSortOrder; label: string }[] = [
  { sortBy: 'published_at', sortOrder: 'desc', label: 'Terbaru' },
  { sortBy: 'published_at', sortOrder: 'asc', label: 'Terlama' },
  { sortBy: 'title', sortOrder: 'asc', label: 'Judul A-Z' },
  { sortBy: 'title', sortOrder: 'desc', label: 'Judul Z-A' },
  { sortBy: 'views', sortOrder: 'desc', label: 'Paling Banyak Dilihat' },
  { sortBy: 'views', sortOrder: 'asc', label: 'Paling Sedikit Dilihat' },
];

function ArticleToolbar({
  search = '',
  sortBy = 'published_at',
  sortOrder = 'desc',
  activeFilters = [],
  onSearch,
  onSortChange,
  onRemoveFilter,
  onClearAll,
  filterPanel,
  defaultFilterOpen = false,
  className,
  ...props
}: ArticleToolbarProps) {
  const id = React.useId();
  const panelId = `${id}-panel`;
  const [query, setQuery] = React.useState(search);
  const [shownSearch, setShownSearch] = React.useState(search);
  // A new search from outside (address, 'Hapus Semua') replaces what is typed.
  if (shownSearch !== search) {
    setShownSearch(search);
    setQuery(search);
  }
  const [filterOpen, setFilterOpen] = React.useState(defaultFilterOpen);

  return (
    <div data-slot="article-toolbar" className={cn('grid gap-4', className)} {...props}>
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <form
          role="search"
          aria-label="Cari artikel"
          className="flex flex-1 gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            onSearch(query.trim());
          }}
        >
          <label htmlFor={`${id}-search`} className="sr-only">
            Cari artikel
          </label>
          <div className="relative flex-1">
            <Search
              aria-hidden
              className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2"
            />
            <input
              id={`${id}-search`}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Cari judul atau topik artikel..."
              className={cn(fieldControlVariants(), 'pl-10')}
            />
          </div>
          <Button type="submit">Cari</Button>
        </form>
        <div className="flex gap-2">
          <Button
            variant="outline"
            aria-expanded={filterOpen}
            aria-controls={panelId}
            onClick={() => setFilterOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden />
            Filter
          </Button>
          <div className="grid gap-1">
            <label htmlFor={`${id}-sort`} className="sr-only">
              Urutkan
            </label>
            <NativeSelect
              id={`${id}-sort`}
              value={`${sortBy}:${sortOrder}`}
              onChange={(event) => {
                const option = sortOptions[event.target.selectedIndex];
                if (option) onSortChange(option.sortBy, option.sortOrder);
              }}
              className="min-w-52"
            >
              {sortOptions.map((option) => (
                <option key={option.label} value={`${option.sortBy}:${option.sortOrder}`}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>

      <div
        id={panelId}
        data-slot="article-toolbar-panel"
        hidden={!filterOpen}
        className="border-border bg-muted rounded-2xl border p-5"
      >
        {filterPanel ?? <p className="text-muted-foreground text-sm">Belum ada pilihan filter.</p>}
      </div>

      {activeFilters.length ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-muted-foreground text-sm">Filter aktif:</span>
          <ul aria-label="Filter aktif" className="flex flex-wrap gap-2">
            {activeFilters.map((filter) => (
              <li key={filter.key}>
                <button
                  type="button"
                  aria-label={`Hapus filter ${filter.label}`}
                  onClick={() => onRemoveFilter(filter.key)}
                  className="bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft-hover inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full px-4 text-sm font-semibold"
                >
                  {filter.label}
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            ))}
          </ul>
          <Button variant="ghost" onClick={onClearAll}>
            Hapus Semua
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export {
  ArticleToolbar,
  type ActiveFilter,
  type ArticleSortBy,
  type ArticleSortOrder,
  type ArticleToolbarProps,
};
