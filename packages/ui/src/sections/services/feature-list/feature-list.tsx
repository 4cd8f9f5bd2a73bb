import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleCheck, PackageCheck, Sparkles } from 'lucide-react';
import { cn } from '../../../lib/cn';

const featureListVariants = cva('grid gap-3', {
  variants: {
    variant: {
      /** Key features: check marks in two columns. */
      features: 'sm:grid-cols-2',
      /** Benefits: highlighted rows. */
      benefits: 'sm:grid-cols-2',
      /** What the price includes: a tinted box. */
      included: 'bg-primary-soft rounded-2xl p-6',
    },
  },
  defaultVariants: { variant: 'features' },
});

const icons = { features: CircleCheck, benefits: Sparkles, included: PackageCheck };

type FeatureListProps = Omit<React.ComponentProps<'section'>, 'title'> &
  VariantProps<typeof featureListVariants> & {
    title: string;
    items: readonly string[];
    headingLevel?: 'h2' | 'h3';
  };

/** A titled list of a service's features, benefits or included items. */
function FeatureList({
  title,
  items,
  variant,
  headingLevel: Heading = 'h2',
  className,
  ...props
}: FeatureListProps) {
  const titleId = React.useId();
  const Icon = icons[variant ?? 'features'];
  if (!items.length) return null;
  return (
    <section
      data-slot="feature-list"
      data-variant={variant ?? 'features'}
      aria-labelledby={titleId}
      className={className}
      {...props}
    >
      <Heading id={titleId} className="text-foreground text-2xl font-bold">
        {title}
      </Heading>
      <ul className={cn(featureListVariants({ variant }), 'mt-5')}>
        {items.map((item) => (
          <li
            key={item}
            className={cn(
              'text-foreground flex items-start gap-3',
              variant === 'benefits' && 'border-border rounded-xl border p-4',
            )}
          >
            <Icon aria-hidden className="text-primary mt-0.5 size-5 shrink-0" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

export { FeatureList, featureListVariants, type FeatureListProps };
