import * as React from 'react';
import { type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { IconBadge } from '../icon-badge/icon-badge';

type ValueItem = {
  icon: LucideIcon;
  title: string;
  description: string;
};

type ValuesGridProps = React.ComponentProps<'ul'> & {
  items: readonly ValueItem[];
  headingLevel?: 'h3' | 'h4';
};

/** The clinic's values (or a careers page's benefits) as an icon grid. */
function ValuesGrid({ items, headingLevel: Heading = 'h3', className, ...props }: ValuesGridProps) {
  return (
    <ul
      data-slot="values-grid"
      className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-4', className)}
      {...props}
    >
      {items.map(({ icon: Icon, title, description }) => (
        <li key={title} className="bg-muted rounded-2xl p-6 text-center">
          <IconBadge icon={Icon} tone="plain" size="xl" className="shadow-card mx-auto" />
          <Heading className="text-foreground mt-4 font-bold">{title}</Heading>
          <p className="text-muted-foreground mt-2 text-sm">{description}</p>
        </li>
      ))}
    </ul>
  );
}

export { ValuesGrid, type ValueItem, type ValuesGridProps };
