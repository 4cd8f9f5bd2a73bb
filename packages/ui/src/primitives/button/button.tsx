import * as React from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const buttonVariants = cva(
  [
    'inline-flex max-w-full shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg border text-center',
    'font-semibold no-underline transition-colors duration-150',
    'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        primary:
          'border-transparent bg-primary text-primary-foreground shadow-card hover:bg-primary-hover disabled:hover:bg-primary',
        accent:
          'border-transparent bg-accent text-accent-foreground shadow-card hover:bg-accent-hover disabled:hover:bg-accent',
        secondary:
          'border-transparent bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft-hover disabled:hover:bg-primary-soft',
        outline:
          'border-primary bg-background text-primary hover:bg-primary-soft disabled:hover:bg-background',
        ghost:
          'border-transparent text-primary hover:bg-primary-soft disabled:hover:bg-transparent',
      },
      size: {
        sm: 'min-h-9 px-3 text-sm',
        md: 'min-h-11 px-5 text-base',
        lg: 'min-h-12 px-7 text-lg',
        /** sm's text and padding at the 44 px touch height (the share buttons). */
        compact: 'min-h-11 px-3 text-sm',
        /** A 44 px square for an icon alone; give the button an aria-label. */
        icon: 'min-h-11 w-11 px-0 text-base',
        /** The icon alone on phones, a compact button with its label from `sm` (the menu button). */
        'icon-phone': 'min-h-11 w-11 px-0 text-base sm:w-auto sm:px-3',
      },
      /**
       * A long label breaks onto more lines where the button has no room for it (a narrow screen,
       * enlarged text); false keeps it on one line.
       */
      wrap: {
        true: 'whitespace-normal',
        false: 'whitespace-nowrap',
      },
    },
    defaultVariants: {
      variant: 'primary',
      size: 'md',
      wrap: true,
    },
  },
);

type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. an AppLink) with the button's styles instead of a <button>. */
    asChild?: boolean;
  };

function Button({ className, variant, size, wrap, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      className={cn(buttonVariants({ variant, size, wrap }), className)}
      // A <button> inside a form would submit by default; only a real button gets a type.
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}

export { Button, buttonVariants, type ButtonProps };
