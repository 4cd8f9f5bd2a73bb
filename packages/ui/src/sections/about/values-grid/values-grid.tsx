import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { IconBadge } from '../../../primitives/icon-badge/icon-badge';

type ValueItem = {
  icon: LucideIcon;
  title: string;
  description: string;
};

const valuesGridVariants = cva('grid gap-6 sm:grid-cols-2', {
  variants: {
    /** Items side by side from `lg`: 4 for the clinic's values, 3 for a list of six. */
    columns: { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' },
  },
  defaultVariants: { columns: 4 },
});

type ValuesGridProps = React.ComponentProps<'ul'> &
  VariantProps<typeof valuesGridVariants> & {
    items: readonly ValueItem[];
    headingLevel?: 'h3' | 'h4';
  };

/** The clinic's values (or a careers page's benefits) as an icon grid. */
function ValuesGrid({
  items,
  headingLevel: Heading = 'h3',
  columns,
  className,
  ...props
}: ValuesGridProps) {
  return (
    <ul
      data-slot="values-grid"
      className={cn(valuesGridVariants({ columns }), className)}
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

export { ValuesGrid, valuesGridVariants, type ValueItem, type ValuesGridProps };
