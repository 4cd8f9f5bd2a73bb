import * as React from 'react';
import type { ArticleSummary } from '@klinik/clinic';
import { SearchX } from 'lucide-react';
import type { Remote } from '../../../lib/remote';
import { ArticleCard, ArticleCardSkeleton } from '../article-card/article-card';
import { EmptyState } from '../../../feedback/empty-state/empty-state';
import { ListState } from '../../../feedback/list-state/list-state';

type ArticleListProps = React.ComponentProps<'div'> & {
  /** The articles of the current page and where their request stands. */
  state: Remote<readonly ArticleSummary[]>;
  /** Shown with the empty state, e.g. a 'Hapus Semua Filter' button. */
  emptyAction?: React.ReactNode;
  /** Skeleton cards while loading. */
  skeletonCount?: number;
  /** Level of the cards' headings (and of the failure's and empty state's). */
  cardHeadingLevel?: 'h2' | 'h3';
};

const gridClass = 'grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3';

/** The 'all articles' grid with its loading, failed and empty states. */
function ArticleList({
  state,
  emptyAction,
  skeletonCount = 6,
  cardHeadingLevel = 'h3',
  ...props
}: ArticleListProps) {
  return (
    <ListState
      dataSlot="article-list"
      state={state}
      loadingLabel="Memuat artikel…"
      {...props}
      skeleton={
        <div className={gridClass}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <ArticleCardSkeleton key={index} />
          ))}
        </div>
      }
      errorTitle="Gagal memuat artikel"
      headingLevel={cardHeadingLevel}
      empty={
        <EmptyState
          icon={SearchX}
          headingLevel={cardHeadingLevel}
          title="Artikel tidak ditemukan"
          description="Tidak ada artikel yang cocok dengan pencarian atau filter Anda."
          action={emptyAction}
        />
      }
    >
      {(articles) => (
        <ul className={gridClass}>
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} headingLevel={cardHeadingLevel} />
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}

export { ArticleList, type ArticleListProps };
