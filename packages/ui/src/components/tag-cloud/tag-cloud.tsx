import * as React from 'react';
import type { TagCount } from '../../lib/article';
import { cn } from '../../lib/cn';

type TagCloudProps = Omit<React.ComponentProps<'section'>, 'onSelect'> & {
  tags: readonly TagCount[];
  selected?: string | null;
  onSelect: (tag: string) => void;
  title?: string;
};

/** Popular tags (see `topTags`); the chosen one is pressed. */
function TagCloud({
  tags,
  selected,
  onSelect,
  title = 'Tag Populer',
  className,
  ...props
}: TagCloudProps) {
  const titleId = React.useId();
  return (
    <section
      data-slot="tag-cloud"
      aria-labelledby={titleId}
      className={cn('border-border bg-background rounded-2xl border p-5', className)}
      {...props}
    >
      <h2 id={titleId} className="text-foreground text-lg font-bold">
        {title}
      </h2>
      {tags.length ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {tags.map(({ tag, count }) => {
            const active = selected === tag;
            return (
              <li key={tag}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => onSelect(tag)}
                  className={cn(
                    'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors',
                    active
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-border text-foreground hover:border-primary hover:text-primary',
                  )}
                >
                  #{tag}
                  <span className={cn('text-xs', active ? '' : 'text-muted-foreground')}>
                    ({count})
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-muted-foreground mt-3 text-sm">Belum ada tag.</p>
      )}
    </section>
  );
}

export { TagCloud, type TagCloudProps };
