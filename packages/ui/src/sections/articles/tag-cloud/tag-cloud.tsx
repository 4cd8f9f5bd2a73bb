import * as React from 'react';
import type { TagCount } from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import { Panel } from '../../../primitives/panel/panel';

type TagCloudProps = Omit<React.ComponentProps<'section'>, 'onSelect'> & {
  /** The popular tags with their counts (`topTags` of @klinik/clinic). */
  tags: readonly TagCount[];
  /** The chosen tag, shown pressed. */
  selected?: string | null;
  /** Called with the tag pressed. */
  onSelect: (tag: string) => void;
  /** The box's heading. */
  title?: string;
};

/** Popular tags; the chosen one is pressed. */
function TagCloud({ tags, selected, onSelect, title = 'Tag Populer', ...props }: TagCloudProps) {
  return (
    <Panel data-slot="tag-cloud" title={title} {...props}>
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
                  <span
                    className={cn(
                      'shrink-0 text-xs whitespace-nowrap',
                      active ? '' : 'text-muted-foreground',
                    )}
                  >
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
    </Panel>
  );
}

export { TagCloud, type TagCloudProps };
