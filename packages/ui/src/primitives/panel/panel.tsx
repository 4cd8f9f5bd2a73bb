import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

const panelVariants = cva('rounded-2xl border', {
  variants: {
    tone: {
      default: 'border-border bg-background',
      danger: 'border-danger/30 bg-danger-soft',
    },
    size: {
      sm: 'p-5',
      md: 'p-6',
    },
  },
  defaultVariants: { tone: 'default', size: 'sm' },
});

type PanelProps = Omit<React.ComponentProps<'section'>, 'title'> &
  VariantProps<typeof panelVariants> & {
    /** The box's heading (an h2); it also names the region. */
    title: string;
    /** Drawn before the heading. */
    icon?: LucideIcon;
    /** 'aside' for content beside the page's subject (the emergency number). */
    as?: 'section' | 'aside';
  };

/**
 * A bordered box with a heading: the sidebars and side notes of a page (categories, tags,
 * related articles, opening hours, quick services, the emergency number).
 */
function Panel({
  title,
  icon: Icon,
  as: Element = 'section',
  tone,
  size,
  className,
  children,
  ...props
}: PanelProps) {
  const titleId = React.useId();
  return (
    <Element
      aria-labelledby={titleId}
      className={cn(panelVariants({ tone, size }), className)}
      {...props}
    >
      <h2
        id={titleId}
        className={cn(
          'text-lg font-bold',
          tone === 'danger' ? 'text-danger' : 'text-foreground',
          Icon && 'flex items-start gap-2',
        )}
      >
        {Icon ? (
          // On the first line of a heading that wraps, at its full size.
          <Icon
            aria-hidden
            className={cn('mt-1 size-5 shrink-0', tone !== 'danger' && 'text-primary')}
          />
        ) : null}
        {title}
      </h2>
      {children}
    </Element>
  );
}

export { Panel, panelVariants, type PanelProps };
