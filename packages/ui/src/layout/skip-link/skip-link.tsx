import * as React from 'react';
import { cn } from '../../lib/cn';

type SkipLinkProps = React.ComponentProps<'a'>;

/**
 * First focusable element of the page: jumps past the header to the main content. A plain
 * anchor, not an AppLink: it moves within the page instead of to a route.
 */
function SkipLink({ href = '#main', className, children, ...props }: SkipLinkProps) {
  return (
    <a
      data-slot="skip-link"
      href={href}
      className={cn(
        'sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100]',
        'focus:bg-primary focus:text-primary-foreground focus:shadow-dropdown focus:rounded-lg focus:px-4 focus:py-3 focus:font-semibold',
        className,
      )}
      {...props}
    >
      {children ?? 'Langsung ke konten utama'}
    </a>
  );
}

export { SkipLink, type SkipLinkProps };
