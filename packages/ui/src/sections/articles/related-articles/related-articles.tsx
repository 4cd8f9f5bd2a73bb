import * as React from 'react';
import { type ArticleSummary, formatDate, limits, pagePaths } from '@klinik/clinic';
import type { Remote } from '../../../lib/remote';
import { AppLink } from '../../../primitives/app-link/app-link';
import { ListState, RetryButton } from '../../../feedback/list-state/list-state';
import { Panel } from '../../../primitives/panel/panel';
import { Skeleton } from '../../../primitives/skeleton/skeleton';

type RelatedArticlesProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** Already chosen by `relatedArticles` of @klinik/clinic; at most `limit` are shown. */
  state: Remote<readonly ArticleSummary[]>;
  /** Items shown at most, and skeleton rows while loading. */
  limit?: number;
  /** Base path of the detail pages; each item links to `${basePath}/${article.slug}`. */
  basePath?: string;
  /** The sidebar's heading. */
  title?: string;
};

/**
 * The sidebar of an article: up to 3 related articles with the API's reading time (deliberately
 * not the spec's excerpt-based figure, see README).
 */
function RelatedArticles({
  state,
  limit = limits.relatedArticles,
  basePath = pagePaths.articles,
  title = 'Artikel Terkait',
  ...props
}: RelatedArticlesProps) {
  return (
    <Panel data-slot="related-articles" title={title} {...props}>
      <ListState
        dataSlot="related-articles-list"
        state={state}
        loadingLabel="Memuat artikel terkait…"
        skeleton={
          <div className="mt-3 grid gap-4">
            {Array.from({ length: limit }, (_, index) => (
              <div key={index} data-slot="related-articles-skeleton" className="grid gap-2">
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            ))}
          </div>
        }
        // A quiet line, not an alert box: the article beside it is what the reader came for.
        error={(retry) => (
          <div className="mt-3 grid justify-items-start gap-3 text-sm">
            <p className="text-muted-foreground">Artikel terkait gagal dimuat.</p>
            <RetryButton onClick={retry} />
          </div>
        )}
        empty={
          <p className="text-muted-foreground mt-3 text-sm">Belum ada artikel terkait saat ini.</p>
        }
      >
        {(articles) => (
          <ul className="divide-border mt-2 divide-y">
            {articles.slice(0, limit).map((article) => (
              <li key={article.id} className="py-3 first:pt-1 last:pb-0">
                <AppLink
                  href={`${basePath}/${article.slug}`}
                  className="text-foreground hover:text-primary block rounded-sm py-1 font-semibold"
                >
                  {article.title}
                </AppLink>
                <p className="text-muted-foreground mt-1 text-xs">
                  <time dateTime={article.published_at}>
                    {formatDate(article.published_at, 'date')}
                  </time>
                  {article.reading_time === undefined ? null : (
                    <>
                      {' · '}
                      {article.reading_time} menit baca
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </Panel>
  );
}

export { RelatedArticles, type RelatedArticlesProps };
