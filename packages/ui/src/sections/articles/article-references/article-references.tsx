import * as React from 'react';
import type { ArticleReference } from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import { ExternalLink } from '../../../primitives/external-link/external-link';

type ArticleReferencesProps = React.ComponentProps<'section'> & {
  /** The sources the article rests on, in citation order. */
  references: readonly ArticleReference[];
  /** The heading's level in the page. */
  headingLevel?: 'h2' | 'h3';
};

/** Where a reference is read: its DOI as a doi.org link, else its page; none for a printed book. */
function referenceHref(reference: ArticleReference): string | undefined {
  if (reference.doi) return `https://doi.org/${reference.doi}`;
  return reference.url ?? undefined;
}

/**
 * "Referensi": the article's sources as a numbered list, each cited as authors (year). Title.
 * Source, with a link to read it where it has one (journal articles by their DOI). Nothing is
 * shown for an article without references.
 */
function ArticleReferences({
  references,
  headingLevel: Heading = 'h2',
  className,
  ...props
}: ArticleReferencesProps) {
  const headingId = React.useId();
  if (!references.length) return null;
  return (
    <section
      data-slot="article-references"
      aria-labelledby={headingId}
      className={cn('border-border border-t pt-8', className)}
      {...props}
    >
      <Heading id={headingId} className="text-foreground text-xl font-bold">
        Referensi
      </Heading>
      <ol className="text-muted-foreground mt-4 grid list-decimal gap-3 pl-5 text-sm">
        {references.map((reference) => {
          const href = referenceHref(reference);
          return (
            <li key={`${reference.title}-${reference.year}`} className="pl-1">
              {reference.authors} ({reference.year}).{' '}
              <cite className="text-foreground not-italic">{reference.title}</cite>.{' '}
              {reference.source}.
              {href ? (
                <>
                  {' '}
                  <ExternalLink
                    href={href}
                    className="text-primary font-semibold break-all underline-offset-2 hover:underline"
                  >
                    {reference.doi ? `doi:${reference.doi}` : 'Baca sumber'}
                  </ExternalLink>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export { ArticleReferences, type ArticleReferencesProps };
