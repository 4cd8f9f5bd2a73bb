import * as React from 'react';
import type { GalleryItem } from '@klinik/clinic';
import { GalleryCard, GalleryCardSkeleton } from '../gallery-card/gallery-card';

type FeaturedGalleryProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  items?: readonly GalleryItem[];
  status?: 'loading' | 'success';
  /** Opens the photo at this index of `items` (the site shows GalleryLightbox). */
  onOpen: (index: number) => void;
  onLike?: (item: GalleryItem) => void;
  onShare?: (item: GalleryItem) => void;
  onDownload?: (item: GalleryItem) => void;
  likedIds?: readonly GalleryItem['id'][];
  /** The band's heading; null when a surrounding Section already has one. */
  title?: string | null;
  description?: string;
  /** Photos shown at most. */
  max?: number;
};

/**
 * The 'Foto Unggulan' band above the grid; renders nothing when there are none. Its photos are
 * near the top of the page, so they load at once.
 */
function FeaturedGallery({
  items,
  status = 'success',
  onOpen,
  onLike,
  onShare,
  onDownload,
  likedIds,
  title = 'Foto Unggulan',
  description,
  max = 3,
  className,
  ...props
}: FeaturedGalleryProps) {
  const titleId = React.useId();
  const shown = (items ?? []).slice(0, max);
  if (status !== 'loading' && shown.length === 0) return null;
  return (
    <section
      data-slot="featured-gallery"
      aria-labelledby={title ? titleId : undefined}
      aria-busy={status === 'loading' || undefined}
      className={className}
      {...props}
    >
      {title || description ? (
        <header className="mb-5">
          {title ? (
            <h2 id={titleId} className="text-foreground text-2xl font-bold">
              {title}
            </h2>
          ) : null}
          {description ? <p className="text-muted-foreground mt-1">{description}</p> : null}
        </header>
      ) : null}
      {/* The grid's columns stay fixed: one featured photo is a card, not a full-width banner. */}
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {status === 'loading'
          ? Array.from({ length: max }, (_, index) => (
              <li key={index}>
                <GalleryCardSkeleton />
              </li>
            ))
          : shown.map((item, index) => (
              <li key={item.id}>
                <GalleryCard
                  item={item}
                  variant="featured"
                  imageLoading="eager"
                  liked={likedIds ? likedIds.includes(item.id) : undefined}
                  onOpen={() => onOpen(index)}
                  onLike={onLike}
                  onShare={onShare}
                  onDownload={onDownload}
                />
              </li>
            ))}
      </ul>
    </section>
  );
}

export { FeaturedGallery, type FeaturedGalleryProps };
