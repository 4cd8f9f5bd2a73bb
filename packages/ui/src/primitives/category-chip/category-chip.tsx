import * as React from 'react';
import { categoryColorClass } from './category-color';
import { cn } from '../../lib/cn';
import { AppLink } from '../app-link/app-link';

type CategoryChipProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  name: string;
  /** Makes the chip a link (e.g. `/artikel?kategori=<slug>`), tall enough to tap. */
  href?: string;
};

const chipClass =
  'inline-flex max-w-full items-center rounded-full px-3 py-1 text-xs font-semibold';

/** A category badge, coloured by the name's length (six colours, all AA). */
function CategoryChip({ name, href, className, ...props }: CategoryChipProps) {
  const colour = categoryColorClass(name);
  if (href) {
    return (
      <AppLink
        data-slot="category-chip"
        href={href}
        className={cn(
          'inline-flex min-h-11 items-center rounded-full',
          'hover:[&>span]:underline hover:[&>span]:underline-offset-2',
          className,
        )}
      >
        <span className={cn(chipClass, colour)}>{name}</span>
      </AppLink>
    );
  }
  return (
    <span data-slot="category-chip" className={cn(chipClass, colour, className)} {...props}>
      {name}
    </span>
  );
}

export { CategoryChip, type CategoryChipProps };
