import * as React from 'react';
import type { CategoryCount } from '../../lib/article';
import { categoryColorClass } from '../../lib/category-color';
import { cn } from '../../lib/cn';

type CategorySidebarProps = Omit<React.ComponentProps<'section'>, 'onSelect'> & {
  categories: readonly CategoryCount[];
  /** Slug of the chosen category; null or undefined for all. */
  selected?: string | null;
  /** Called with a slug, or null for 'Semua Kategori'. */
  onSelect: (slug: string | null) => void;
  title?: string;
};

const rowClass =
  'flex min-h-11 w-full cursor-pointer items-center justify-between gap-3 rounded-lg px-3 text-left text-sm font-medium transition-colors';

/** The article categories with their counts; the chosen one is pressed. */
function CategorySidebar({
  categories,
  selected,
  onSelect,
  title = 'Kategori',
  className,
  ...props
}: CategorySidebarProps) {
  const titleId = React.useId();
  const total = categories.reduce((sum, item) => sum + item.count, 0);
  const rows = [
    { slug: null, name: 'Semua Kategori', count: total },
    ...categories.map(({ category, count }) => ({
      slug: category.slug,
      name: category.name,
      count,
    })),
  ];

  return (
    <section
      data-slot="category-sidebar"
      aria-labelledby={titleId}
      className={cn('border-border bg-background rounded-2xl border p-5', className)}
      {...props}
    >
      <h2 id={titleId} className="text-foreground text-lg font-bold">
        {title}
      </h2>
      <ul className="mt-3 grid gap-1">
        {rows.map((row) => {
          const active = (selected ?? null) === row.slug;
          return (
            <li key={row.slug ?? 'semua'}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(row.slug)}
                className={cn(
                  rowClass,
                  active
                    ? 'bg-primary-soft text-primary-soft-foreground font-semibold'
                    : 'text-foreground hover:bg-muted',
                )}
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
                <span className="bg-muted text-muted-foreground rounded-full px-2 py-0.5 text-xs tabular-nums">
                  {row.count}
                  <span className="sr-only"> artikel</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export { CategorySidebar, type CategorySidebarProps };
