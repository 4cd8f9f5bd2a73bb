import * as React from 'react';
import { cn } from '../../lib/cn';
import type { ArticleSummary } from '../../lib/content-types';
import { ArticleCard, ArticleCardSkeleton } from '../article-card/article-card';

type FeaturedArticlesProps = React.ComponentProps<'section'> & {
  articles?: readonly ArticleSummary[];
  status?: 'loading' | 'success';
  title?: string;
  /** Cards shown at most. */
  max?: number;
};

/** The 'Artikel Pilihan' band above the list; renders nothing when there are none. */
function FeaturedArticles({
  articles,
  status = 'success',
  title = 'Artikel Pilihan',
  max = 2,
  className,
  ...props
}: FeaturedArticlesProps) {
  const titleId = React.useId();
  const shown = (articles ?? []).slice(0, max);
  if (status !== 'loading' && shown.length === 0) return null;
  return (
    <section
      data-slot="featured-articles"
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || undefined}
      className={className}
      {...props}
    >
      <h2 id={titleId} className="text-foreground text-2xl font-bold">
        {title}
      </h2>
      <ul className={cn('mt-5 grid gap-6', max > 1 && 'md:grid-cols-2')}>
        {status === 'loading'
          ? Array.from({ length: max }, (_, index) => (
              <li key={index}>
                <ArticleCardSkeleton />
              </li>
            ))
          : shown.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} featured />
              </li>
            ))}
      </ul>
    </section>
  );
}

export { FeaturedArticles, type FeaturedArticlesProps };
