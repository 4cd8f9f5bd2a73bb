import * as React from 'react';
import { cn } from '../../lib/cn';
import type { ArticleSummary } from '../../lib/content-types';
import { formatDateId } from '../../lib/date';
import { readingTime } from '../../lib/reading-time';
import { AppLink } from '../app-link/app-link';
import { Skeleton } from '../skeleton/skeleton';

type RelatedArticlesProps = React.ComponentProps<'section'> & {
  /** Already chosen by `relatedArticles`; at most `limit` are shown. */
  articles?: readonly ArticleSummary[];
  status?: 'loading' | 'success';
  limit?: number;
  basePath?: string;
  title?: string;
};

/** The sidebar of an article: up to 3 related articles, reading time from the excerpt. */
function RelatedArticles({
  articles,
  status = 'success',
  limit = 3,
  basePath = '/artikel',
  title = 'Artikel Terkait',
  className,
  ...props
}: RelatedArticlesProps) {
  const titleId = React.useId();
  const loading = status === 'loading';
  const shown = (articles ?? []).slice(0, limit);

  return (
    <section
      data-slot="related-articles"
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className={cn('border-border bg-background rounded-2xl border p-5', className)}
      {...props}
    >
      <h2 id={titleId} className="text-foreground text-lg font-bold">
        {title}
      </h2>
      {loading ? (
        <>
          <p role="status" className="sr-only">
            Memuat artikel terkait…
          </p>
          <div className="mt-3 grid gap-4">
            {Array.from({ length: limit }, (_, index) => (
              <div key={index} data-slot="related-articles-skeleton" className="grid gap-2">
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            ))}
          </div>
        </>
      ) : shown.length ? (
        <ul className="divide-border mt-2 divide-y">
          {shown.map((article) => (
            <li key={article.id} className="py-3 first:pt-1 last:pb-0">
              <AppLink
                href={`${basePath}/${article.slug}`}
                className="text-foreground hover:text-primary block rounded-sm py-1 font-semibold"
              >
                {article.title}
              </AppLink>
              <p className="text-muted-foreground mt-1 text-xs">
                <time dateTime={article.published_at}>{formatDateId(article.published_at)}</time>
                {' · '}
                {readingTime(article.excerpt)} menit baca
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground mt-3 text-sm">Belum ada artikel terkait saat ini.</p>
      )}
    </section>
  );
}

export { RelatedArticles, type RelatedArticlesProps };
