import * as React from 'react';
import { BookOpen, CircleHelp, HeartPulse, MapPin, type LucideIcon } from 'lucide-react';
import type { SearchKind, SearchResults as Results } from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import { AppLink } from '../../../primitives/app-link/app-link';
import { MarkedText } from '../marked-text/marked-text';

type SearchResultsProps = Omit<React.ComponentProps<'div'>, 'results'> & {
  /** The search API's answer, with at least one result. */
  results: Results;
  /** Where "all results" of a group lead, when the group found more than it shows. */
  moreHref?: (kind: SearchKind, query: string) => string | undefined;
};

const kindIcons: Record<SearchKind, LucideIcon> = {
  service: HeartPulse,
  article: BookOpen,
  faq: CircleHelp,
  location: MapPin,
};

/**
 * The site search's results, one section per kind (services, articles, FAQ answers, branches)
 * in the order of their best result; each result's title links to it, with a snippet of its
 * text, and the words that matched are highlighted.
 */
function SearchResults({ results, moreHref, className, ...props }: SearchResultsProps) {
  const id = React.useId();
  return (
    <div data-slot="search-results" className={cn('grid gap-10', className)} {...props}>
      {results.groups.map((group) => {
        const Icon = kindIcons[group.kind];
        const headingId = `${id}-${group.kind}`;
        const more =
          group.total > group.results.length ? moreHref?.(group.kind, results.query) : undefined;
        return (
          <section key={group.kind} aria-labelledby={headingId} data-kind={group.kind}>
            <h2
              id={headingId}
              className="text-foreground flex items-center gap-2 text-xl font-bold"
            >
              <Icon aria-hidden className="text-primary size-5" />
              {group.label}
              <span className="text-muted-foreground text-base font-semibold">
                ({group.total} hasil)
              </span>
            </h2>
            <ol className="mt-4 grid gap-3">
              {group.results.map((result) => (
                <li
                  key={result.path}
                  className="border-border bg-background hover:border-primary/40 relative rounded-xl border p-4 sm:p-5"
                >
                  <AppLink
                    href={result.path}
                    className="text-foreground hover:text-primary inline-flex min-h-11 items-center text-base font-bold after:absolute after:inset-0 after:rounded-xl sm:text-lg"
                  >
                    <MarkedText pieces={result.title_marked} />
                  </AppLink>
                  {result.snippet.length ? (
                    <p className="text-muted-foreground mt-1 text-sm text-pretty">
                      <MarkedText pieces={result.snippet} />
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
            {more ? (
              <AppLink
                href={more}
                className="text-primary mt-3 inline-flex min-h-11 items-center font-semibold hover:underline"
              >
                Lihat semua {group.total} hasil {group.label}
              </AppLink>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

export { SearchResults, type SearchResultsProps };
