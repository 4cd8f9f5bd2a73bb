import * as React from 'react';
import type { GalleryItem } from '@klinik/clinic';
import { ImageOff } from 'lucide-react';
import type { Remote } from '../../../lib/remote';
import { Button } from '../../../primitives/button/button';
import { EmptyState } from '../../../feedback/empty-state/empty-state';
import {
  GalleryCard,
  GalleryCardSkeleton,
  type GalleryCardActions,
} from '../gallery-card/gallery-card';
import { ListState, ResetFilterButton } from '../../../feedback/list-state/list-state';

type GalleryGridProps = React.ComponentProps<'div'> & {
  /** The photos shown so far and where their request stands. */
  state: Remote<readonly GalleryItem[]>;
  /** Opens the photo at this index of the shown photos (the page shows GalleryLightbox). */
  onOpen: (index: number) => void;
  /** Like, share and download on each photo. */
  actions?: GalleryCardActions;
  /** The empty state's 'Reset Filter' button. */
  onReset?: () => void;
  /** More photos can be loaded: shows 'Muat Lebih Banyak Foto'. */
  hasMore?: boolean;
  /** Asks for the next photos. */
  onLoadMore?: () => void;
  /** The next photos are on their way: the button says so and ignores clicks. */
  loadingMore?: boolean;
  /** The first photos load at once (first screen); the rest lazily. */
  eagerCount?: number;
  /** Skeleton cards while loading. */
  skeletonCount?: number;
  /** Level of the cards' headings (and of the failure's and empty state's). */
  cardHeadingLevel?: 'h2' | 'h3';
};

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The gallery's photo grid with its loading, failed, empty and 'load more' states. */
function GalleryGrid({
  state,
  onOpen,
  actions,
  onReset,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  eagerCount = 0,
  skeletonCount = 6,
  cardHeadingLevel = 'h3',
  ...props
}: GalleryGridProps) {
  return (
    <ListState
      dataSlot="gallery-grid"
      state={state}
      loadingLabel="Memuat foto…"
      {...props}
      skeleton={
        <div className={gridClass}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <GalleryCardSkeleton key={index} />
          ))}
        </div>
      }
      errorTitle="Gagal memuat galeri"
      headingLevel={cardHeadingLevel}
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
      {(items) => (
        <>
          <ul className={gridClass}>
            {items.map((item, index) => (
              <li key={item.id}>
                <GalleryCard
                  item={item}
                  headingLevel={cardHeadingLevel}
                  imageLoading={index < eagerCount ? 'eager' : 'lazy'}
                  onOpen={() => onOpen(index)}
                  {...actions}
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
        </>
      )}
    </ListState>
  );
}

export { GalleryGrid, type GalleryGridProps };
