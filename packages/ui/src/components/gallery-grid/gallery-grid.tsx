import * as React from 'react';
import type { GalleryItem } from '@klinik/clinic';
import { ImageOff } from 'lucide-react';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { ErrorState } from '../error-state/error-state';
import { GalleryCard, GalleryCardSkeleton } from '../gallery-card/gallery-card';
import {
  ListState,
  ResetFilterButton,
  RetryButton,
  type ListStatus,
} from '../list-state/list-state';

type GalleryGridProps = React.ComponentProps<'div'> & {
  items?: readonly GalleryItem[];
  status: ListStatus;
  /** Opens the photo at this index of `items` (the site shows GalleryLightbox). */
  onOpen: (index: number) => void;
  onLike?: (item: GalleryItem) => void;
  onShare?: (item: GalleryItem) => void;
  onDownload?: (item: GalleryItem) => void;
  /** Ids of the photos the visitor liked: their like buttons are pressed. */
  likedIds?: readonly GalleryItem['id'][];
  /** The empty state's 'Reset Filter' button. */
  onReset?: () => void;
  onRetry?: () => void;
  /** More photos can be loaded: shows 'Muat Lebih Banyak Foto'. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** The next photos are on their way: the button says so and ignores clicks. */
  loadingMore?: boolean;
  /** The first photos load at once (first screen); the rest lazily. */
  eagerCount?: number;
  skeletonCount?: number;
  cardHeadingLevel?: 'h2' | 'h3';
};

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The gallery's photo grid with its loading, failed, empty and 'load more' states. */
function GalleryGrid({
  items,
  status,
  onOpen,
  onLike,
  onShare,
  onDownload,
  likedIds,
  onReset,
  onRetry,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  eagerCount = 0,
  skeletonCount = 6,
  cardHeadingLevel = 'h3',
  className,
  ...props
}: GalleryGridProps) {
  return (
    <ListState
      dataSlot="gallery-grid"
      status={status}
      isEmpty={!items?.length}
      loadingLabel="Memuat foto…"
      className={className}
      {...props}
      skeleton={
        <div className={gridClass}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <GalleryCardSkeleton key={index} />
          ))}
        </div>
      }
      error={
        <ErrorState
          headingLevel={cardHeadingLevel}
          title="Gagal memuat galeri"
          message="Periksa koneksi internet Anda, lalu coba lagi."
          action={onRetry ? <RetryButton onClick={onRetry} /> : undefined}
        />
      }
      empty={
        <EmptyState
          icon={ImageOff}
          headingLevel={cardHeadingLevel}
          title="Tidak ada foto yang cocok"
          description="Coba kata kunci lain atau pilih kategori Semua."
          action={onReset ? <ResetFilterButton onClick={onReset} /> : undefined}
        />
      }
    >
      <ul className={gridClass}>
        {items?.map((item, index) => (
          <li key={item.id}>
            <GalleryCard
              item={item}
              headingLevel={cardHeadingLevel}
              imageLoading={index < eagerCount ? 'eager' : 'lazy'}
              liked={likedIds ? likedIds.includes(item.id) : undefined}
              onOpen={() => onOpen(index)}
              onLike={onLike}
              onShare={onShare}
              onDownload={onDownload}
            />
          </li>
        ))}
      </ul>
      {hasMore && onLoadMore ? (
        <div className="mt-10 flex justify-center">
          {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus. */}
          <Button
            variant="outline"
            size="lg"
            aria-disabled={loadingMore || undefined}
            onClick={loadingMore ? undefined : onLoadMore}
          >
            {loadingMore ? 'Memuat foto…' : 'Muat Lebih Banyak Foto'}
          </Button>
        </div>
      ) : null}
    </ListState>
  );
}

export { GalleryGrid, type GalleryGridProps };
