import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const sectionVariants = cva('py-16 md:py-20', {
  variants: {
    tone: {
      default: 'bg-background',
      muted: 'bg-muted',
    },
  },
  defaultVariants: { tone: 'default' },
});

type SectionProps = Omit<React.ComponentProps<'section'>, 'title'> &
  VariantProps<typeof sectionVariants> & {
    /** The section's heading; also names the region for assistive technology. */
    title: string;
    eyebrow?: string;
    description?: string;
    headingLevel?: 'h2' | 'h3';
  };

/**
 * A page section: centred container, optional eyebrow, heading and lead text, then content, which
 * is a Suspense boundary of its own.
 */
function Section({
  title,
  eyebrow,
  description,
  headingLevel: Heading = 'h2',
  tone,
  className,
  children,
  ...props
}: SectionProps) {
  const headingId = React.useId();
  return (
    <section
      data-slot="section"
      aria-labelledby={headingId}
      className={cn(sectionVariants({ tone }), className)}
      {...props}
    >
      <div className="max-w-page mx-auto px-4 sm:px-6">
        <header data-slot="section-header" className="mx-auto mb-10 max-w-2xl text-center md:mb-12">
          {eyebrow ? (
            <p
              data-slot="section-eyebrow"
              className="text-primary text-sm font-semibold tracking-wide uppercase"
            >
              {eyebrow}
            </p>
          ) : null}
          <Heading
            id={headingId}
            data-slot="section-title"
            className="text-foreground mt-2 text-3xl font-extrabold tracking-tight text-balance md:text-4xl"
          >
            {title}
          </Heading>
          {description ? (
            <p data-slot="section-description" className="text-muted-foreground mt-4 text-lg">
              {description}
            </p>
          ) : null}
        </header>
        {/* Its own Suspense boundary: a prerendered page hydrates section by section, and the
            section tapped first is hydrated first. */}
        <React.Suspense>{children}</React.Suspense>
      </div>
    </section>
  );
}

export { Section, sectionVariants, type SectionProps };
