import * as React from 'react';
import { cn } from '../../lib/cn';
import { Breadcrumbs, type BreadcrumbItem } from '../breadcrumbs/breadcrumbs';

type PageHeroProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** The page's one h1. */
  title: string;
  description?: string;
  eyebrow?: string;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Actions or facts under the text (buttons, badges). */
  children?: React.ReactNode;
};

/** The heading band of every inner page: breadcrumbs, eyebrow, h1 and lead text. */
function PageHero({
  title,
  description,
  eyebrow,
  breadcrumbs,
  children,
  className,
  ...props
}: PageHeroProps) {
  const titleId = React.useId();
  return (
    <section
      data-slot="page-hero"
      aria-labelledby={titleId}
      className={cn('from-primary-soft via-background to-sky bg-linear-to-br', className)}
      {...props}
    >
      <div className="max-w-page mx-auto px-4 pt-4 pb-12 sm:px-6 md:pb-16">
        {breadcrumbs?.length ? <Breadcrumbs items={breadcrumbs} /> : null}
        <div className={cn('max-w-3xl', breadcrumbs?.length ? 'mt-6' : 'mt-8')}>
          {eyebrow ? (
            <p
              data-slot="page-hero-eyebrow"
              className="text-primary-soft-foreground text-sm font-bold tracking-wide uppercase"
            >
              {eyebrow}
            </p>
          ) : null}
          <h1
            id={titleId}
            data-slot="page-hero-title"
            className="text-foreground mt-2 text-3xl font-extrabold tracking-tight text-balance md:text-5xl"
          >
            {title}
          </h1>
          {description ? (
            <p
              data-slot="page-hero-description"
              className="text-muted-foreground mt-4 text-lg text-pretty"
            >
              {description}
            </p>
          ) : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
      </div>
    </section>
  );
}

export { PageHero, type PageHeroProps };
