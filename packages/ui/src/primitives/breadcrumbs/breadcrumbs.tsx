import * as React from 'react';
import { ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { AppLink } from '../app-link/app-link';

type BreadcrumbItem = {
  label: string;
  /** Omitted on the last item: the page being shown is not a link. */
  href?: string;
};

type BreadcrumbsProps = React.ComponentProps<'nav'> & {
  items: readonly BreadcrumbItem[];
};

function Breadcrumbs({ items, className, ...props }: BreadcrumbsProps) {
  return (
    <nav
      data-slot="breadcrumbs"
      aria-label="Breadcrumb"
      className={cn('text-sm', className)}
      {...props}
    >
      <ol className="flex flex-wrap items-center gap-x-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex min-w-0 items-center gap-x-1">
              {last || !item.href ? (
                <span
                  data-slot="breadcrumbs-current"
                  aria-current={last ? 'page' : undefined}
                  className="text-foreground inline-flex min-h-11 items-center font-semibold"
                >
                  {item.label}
                </span>
              ) : (
                <AppLink
                  href={item.href}
                  className="text-muted-foreground hover:text-primary inline-flex min-h-11 items-center rounded-sm underline-offset-4 hover:underline"
                >
                  {item.label}
                </AppLink>
              )}
              {last ? null : (
                <ChevronRight aria-hidden className="text-muted-foreground size-4 shrink-0" />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export { Breadcrumbs, type BreadcrumbItem, type BreadcrumbsProps };
