import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

const iconBadgeVariants = cva('flex shrink-0 items-center justify-center', {
  variants: {
    tone: {
      soft: 'bg-primary-soft text-primary',
      plain: 'bg-background text-primary',
      inverse: 'bg-on-dark text-primary',
      danger: 'bg-danger-soft text-danger',
      'danger-plain': 'bg-background text-danger',
    },
    size: {
      sm: 'size-9',
      md: 'size-10',
      lg: 'size-12',
      xl: 'size-14',
      '2xl': 'size-16',
    },
    /** A circle at any size; by default the small badges are rounded squares. */
    round: { true: 'rounded-full', false: '' },
  },
  compoundVariants: [
    { round: false, size: 'sm', className: 'rounded-lg' },
    { round: false, size: ['md', 'lg'], className: 'rounded-xl' },
    { round: false, size: ['xl', '2xl'], className: 'rounded-full' },
  ],
  defaultVariants: { tone: 'soft', size: 'md', round: false },
});

/** The icon drawn in each badge size. */
const iconSizes = { sm: 'size-5', md: 'size-5', lg: 'size-6', xl: 'size-6', '2xl': 'size-8' };

type IconBadgeProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof iconBadgeVariants> & {
    /** The icon; the badge is decorative (aria-hidden), the text beside it says what it means. */
    icon: LucideIcon;
  };

/** An icon on a tinted square or circle, beside a heading or a fact. */
function IconBadge({ icon: Icon, tone, size, round, className, ...props }: IconBadgeProps) {
  return (
    <span
      aria-hidden
      data-slot="icon-badge"
      className={cn(iconBadgeVariants({ tone, size, round }), className)}
      {...props}
    >
      <Icon className={iconSizes[size ?? 'md']} />
    </span>
  );
}

export { IconBadge, iconBadgeVariants, type IconBadgeProps };
