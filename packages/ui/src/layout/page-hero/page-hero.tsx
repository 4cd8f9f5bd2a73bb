import * as React from 'react';
import { cn } from '../../lib/cn';
import { Breadcrumbs, type BreadcrumbItem } from '../../primitives/breadcrumbs/breadcrumbs';
import { HeroBand, HeroHeading } from './hero-band';

type PageHeroProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /**
   * The page's one h1. Leave it out only when the page's h1 is lower down and takes the focus
   * (the booking confirmation): the band then holds the trail and the lead text alone.
   */
  title?: string;
  description?: string;
  eyebrow?: string;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Actions or facts under the text (buttons, badges). */
  children?: React.ReactNode;
};

/** The heading band of every inner page: breadcrumbs, eyebrow, h1 and lead text. */
function PageHero({ title, description, eyebrow, breadcrumbs, children, ...props }: PageHeroProps) {
  const titleId = React.useId();
  return (
    <HeroBand data-slot="page-hero" titleId={title ? titleId : undefined} {...props}>
      <div
        className={cn(
          'max-w-page mx-auto px-4 pt-4 sm:px-6',
          // Without a title the band is the trail alone: no room kept for text.
          title ? 'pb-12 md:pb-16' : 'pb-4',
        )}
      >
        {breadcrumbs?.length ? <Breadcrumbs items={breadcrumbs} /> : null}
        <div
          className={cn(
            'max-w-3xl',
            breadcrumbs?.length ? 'mt-6' : 'mt-8',
            !title && !description && !children && 'hidden',
          )}
        >
          {title ? (
            <HeroHeading
              slot="page-hero"
              titleId={titleId}
              eyebrow={eyebrow}
              title={title}
              size="page"
            />
          ) : null}
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
    </HeroBand>
  );
}

export { PageHero, type PageHeroProps };
