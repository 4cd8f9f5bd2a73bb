import * as React from 'react';
import { SearchX } from 'lucide-react';
import type { ArticleSummary } from '../../lib/content-types';
import { ArticleCard } from '../article-card/article-card';
import { EmptyState } from '../empty-state/empty-state';
import { ErrorState } from '../error-state/error-state';
import { ListState, RetryButton } from '../list-state/list-state';
import { Skeleton } from '../skeleton/skeleton';

type ArticleListProps = React.ComponentProps<'div'> & {
  articles?: readonly ArticleSummary[];
  status: 'loading' | 'error' | 'success';
  onRetry?: () => void;
  /** Shown with the empty state, e.g. a 'Hapus Filter' button. */
  emptyAction?: React.ReactNode;
  /** Skeleton cards while loading. */
  skeletonCount?: number;
  cardHeadingLevel?: 'h2' | 'h3';
};

const gridClass = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';

function ArticleCardSkeleton() {
  return (
    <div
      data-slot="article-card-skeleton"
      className="border-border bg-background overflow-hidden rounded-2xl border"
    >
      <Skeleton className="aspect-[16/9] w-full rounded-none" />
      <div className="p-5">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="mt-4 h-6 w-5/6" />
        <Skeleton className="mt-3 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-2/3" />
      </div>
    </div>
  );
}

/** The 'all articles' grid with its loading, failed and empty states. */
function ArticleList({
  articles,
  status,
  onRetry,
  emptyAction,
  skeletonCount = 6,
  cardHeadingLevel = 'h3',
  className,
  ...props
}: ArticleListProps) {
  return (
    <ListState
      dataSlot="article-list"
      status={status}
      isEmpty={!articles?.length}
      loadingLabel="Memuat artikel…"
      className={className}
      {...props}
      skeleton={
        <div className={gridClass}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <ArticleCardSkeleton key={index} />
          ))}
        </div>
      }
      error={
        <ErrorState
          headingLevel={cardHeadingLevel}
          title="Gagal memuat artikel"
          message="Periksa koneksi internet Anda, lalu coba lagi."
          action={onRetry ? <RetryButton onClick={onRetry} /> : undefined}
        />
      }
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
      <ul className={gridClass}>
        {articles?.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} headingLevel={cardHeadingLevel} />
          </li>
        ))}
      </ul>
    </ListState>
  );
}

export { ArticleList, type ArticleListProps };
