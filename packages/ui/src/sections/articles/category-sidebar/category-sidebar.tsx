import * as React from 'react';
import type { CategoryDetail } from '@klinik/clinic';
import { cva } from 'class-variance-authority';
import { categoryColorClass } from '../../../primitives/category-chip/category-color';
import { cn } from '../../../lib/cn';
import type { Remote } from '../../../lib/remote';
import { ListState, RetryButton } from '../../../feedback/list-state/list-state';
import { Panel } from '../../../primitives/panel/panel';
import { Skeleton } from '../../../primitives/skeleton/skeleton';

type CategorySidebarProps = Omit<React.ComponentProps<'section'>, 'onSelect'> & {
  /** The article categories with their `articles_count`, and where their request stands. */
  state: Remote<readonly CategoryDetail[]>;
  /** Slug of the chosen category; null or undefined for all. */
  selected?: string | null;
  /** Called with a slug, or null for 'Semua Kategori'. */
  onSelect: (slug: string | null) => void;
  /** The box's heading. */
  title?: string;
};

const categoryRowVariants = cva(
  'flex min-h-11 w-full cursor-pointer items-center justify-between gap-3 rounded-lg px-3 text-left text-sm transition-colors',
  {
    variants: {
      active: {
        true: 'bg-primary-soft text-primary-soft-foreground font-semibold',
        false: 'text-foreground hover:bg-muted font-medium',
      },
    },
  },
);

/** The article categories with their counts; the chosen one is pressed. */
function CategorySidebar({
  state,
  selected,
  onSelect,
  title = 'Kategori',
  ...props
}: CategorySidebarProps) {
  return (
    <Panel data-slot="category-sidebar" title={title} {...props}>
      <ListState
        dataSlot="category-sidebar-list"
        state={state}
        loadingLabel="Memuat kategori…"
        skeleton={
          <div className="mt-3 grid gap-2">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} radius="lg" className="h-11 w-full" />
            ))}
          </div>
        }
        error={(retry) => (
          <div className="mt-3 grid justify-items-start gap-3 text-sm">
            <p className="text-muted-foreground">Kategori gagal dimuat.</p>
            <RetryButton onClick={retry} />
          </div>
        )}
        empty={<p className="text-muted-foreground mt-3 text-sm">Belum ada kategori.</p>}
      >
        {(categories) => (
          <ul className="mt-3 grid gap-1">
            {[
              {
                slug: null,
                name: 'Semua Kategori',
                // Only where every category says how many it holds.
                count: categories.every((category) => category.articles_count !== undefined)
                  ? categories.reduce((sum, category) => sum + (category.articles_count ?? 0), 0)
                  : undefined,
              },
              ...categories.map(({ slug, name, articles_count }) => ({
                slug,
                name,
                count: articles_count,
              })),
            ].map((row) => {
              const active = (selected ?? null) === row.slug;
              return (
                <li key={row.slug ?? 'semua'}>
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => onSelect(row.slug)}
                    className={categoryRowVariants({ active })}
                  >
                    <span className="flex items-center gap-2">
                      <span
                        aria-hidden
                        className={cn(
                          'size-2.5 shrink-0 rounded-full',
                          row.slug ? categoryColorClass(row.name) : 'bg-primary',
                        )}
                      />
                      {row.name}
                    </span>
                    {row.count === undefined ? null : (
                      <span className="bg-muted text-muted-foreground shrink-0 rounded-full px-2 py-0.5 text-xs whitespace-nowrap tabular-nums">
                        {row.count}
                        <span className="sr-only"> artikel</span>
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </ListState>
    </Panel>
  );
}

export { CategorySidebar, type CategorySidebarProps };
