import * as React from 'react';
import type { ArticleSummary } from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import type { Remote } from '../../../lib/remote';
import { ArticleCard, ArticleCardSkeleton } from '../article-card/article-card';
import { ListState } from '../../../feedback/list-state/list-state';

type FeaturedArticlesProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** The featured articles and where their request stands. */
  state: Remote<readonly ArticleSummary[]>;
  /** The band's heading. */
  title?: string;
  /** Cards shown at most. */
  max?: number;
};

/**
 * The 'Artikel Pilihan' band above the list. Nothing to feature renders nothing; a failed
 * request says so, with a retry, and is never taken for "nothing to feature".
 */
function FeaturedArticles({
  state,
  title = 'Artikel Pilihan',
  max = 2,
  className,
  ...props
}: FeaturedArticlesProps) {
  const titleId = React.useId();
  if (state.status === 'empty') return null;
  const gridClass = cn('grid gap-6', max > 1 && 'md:grid-cols-2');
  return (
    <section
      data-slot="featured-articles"
      aria-labelledby={titleId}
      className={className}
      {...props}
    >
      <h2 id={titleId} className="text-foreground text-2xl font-bold">
        {title}
      </h2>
      <ListState
        dataSlot="featured-articles-list"
        className="mt-5"
        state={state}
        loadingLabel="Memuat artikel pilihan…"
        skeleton={
          <ul className={gridClass}>
            {Array.from({ length: max }, (_, index) => (
              <li key={index}>
                <ArticleCardSkeleton />
              </li>
            ))}
          </ul>
        }
        errorTitle="Gagal memuat artikel pilihan"
        empty={null}
      >
        {(articles) => (
          <ul className={gridClass}>
            {articles.slice(0, max).map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} featured />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

export { FeaturedArticles, type FeaturedArticlesProps };
