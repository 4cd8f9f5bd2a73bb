import * as React from 'react';
import { articleSortOptions, type ArticleSortField, type SortOrder } from '@klinik/clinic';
import { SlidersHorizontal, X } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../primitives/button/button';
import { NativeSelect, SearchForm } from '../../../primitives/field/field';

type ActiveFilter = {
  /** The query key the site removes, e.g. 'category', 'tag', 'search', 'author'. */
  key: string;
  /** What the chip says, e.g. 'Kategori: Anak'. */
  label: string;
};

type ArticleToolbarProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The current search text (from the address); the box resets when it changes. */
  search?: string;
  /** The chosen sort field (the API's `sort_by`). */
  sortBy: ArticleSortField;
  /** The chosen direction (the API's `sort_order`). */
  sortOrder: SortOrder;
  /** The chips under the bar, one per filter in force. */
  activeFilters?: readonly ActiveFilter[];
  /** 'Cari': called with the trimmed text. */
  onSearch: (query: string) => void;
  /** Called with the chosen option of the sort dropdown. */
  onSortChange: (sortBy: ArticleSortField, sortOrder: SortOrder) => void;
  /** A chip's remove button: called with its key. */
  onRemoveFilter: (key: string) => void;
  /** 'Hapus Semua'. */
  onClearAll: () => void;
  /** Content of the filter panel the 'Filter' button opens (category and tag choices). */
  filterPanel?: React.ReactNode;
  /** Opens the filter panel at first. */
  defaultFilterOpen?: boolean;
};

function ArticleToolbar({
  search = '',
  sortBy,
  sortOrder,
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
  const [filterOpen, setFilterOpen] = React.useState(defaultFilterOpen);

  return (
    <div data-slot="article-toolbar" className={cn('grid grid-cols-1 gap-4', className)} {...props}>
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <SearchForm
          label="Cari artikel"
          onSearch={onSearch}
          // Named, so the form is a plain GET search (?search=...) before the page's script runs.
          input={{
            id: `${id}-search`,
            name: 'search',
            value: search,
            placeholder: 'Cari judul atau topik artikel...',
            className: 'grow basis-48',
          }}
          className="flex flex-1 flex-wrap gap-2"
        >
          <Button type="submit">Cari</Button>
        </SearchForm>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            aria-expanded={filterOpen}
            aria-controls={panelId}
            onClick={() => setFilterOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden />
            Filter
          </Button>
          <div className="grid max-w-full gap-1">
            <label htmlFor={`${id}-sort`} className="sr-only">
              Urutkan
            </label>
            <NativeSelect
              id={`${id}-sort`}
              value={`${sortBy}:${sortOrder}`}
              onChange={(event) => {
                const option = articleSortOptions[event.target.selectedIndex];
                if (option) onSortChange(option.sort_by, option.sort_order);
              }}
              className="min-w-[min(13rem,100%)]"
            >
              {articleSortOptions.map((option) => (
                <option key={option.label} value={`${option.sort_by}:${option.sort_order}`}>
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
                  <X aria-hidden className="size-4 shrink-0" />
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

export { ArticleToolbar, type ActiveFilter, type ArticleToolbarProps };
