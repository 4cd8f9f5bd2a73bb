import * as React from 'react';
import type { GalleryItem } from '@klinik/clinic';
import type { Remote } from '../../../lib/remote';
import {
  GalleryCard,
  GalleryCardSkeleton,
  type GalleryCardActions,
} from '../gallery-card/gallery-card';
import { ListState } from '../../../feedback/list-state/list-state';

type FeaturedGalleryProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** The featured photos and where their request stands. */
  state: Remote<readonly GalleryItem[]>;
  /** Opens the photo at this index of the shown photos (the page shows GalleryLightbox). */
  onOpen: (index: number) => void;
  /** Like, share and download on each photo. */
  actions?: GalleryCardActions;
  /** The band's heading; null when a surrounding Section already has one. */
  title?: string | null;
  /** A line under the heading. */
  description?: string;
  /** Photos shown at most. */
  max?: number;
};

/** The grid's columns stay fixed: one featured photo is a card, not a full-width banner. */
const gridClass = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3';

/**
 * The 'Foto Unggulan' band above the grid; nothing to feature renders nothing. Its photos are
 * near the top of the page, so they load at once.
 */
function FeaturedGallery({
  state,
  onOpen,
  actions,
  title = 'Foto Unggulan',
  description,
  max = 3,
  className,
  ...props
}: FeaturedGalleryProps) {
  const titleId = React.useId();
  if (state.status === 'empty') return null;
  return (
    <section
      data-slot="featured-gallery"
      aria-labelledby={title ? titleId : undefined}
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
      <ListState
        dataSlot="featured-gallery-list"
        state={state}
        loadingLabel="Memuat foto unggulan…"
        skeleton={
          <ul className={gridClass}>
            {Array.from({ length: max }, (_, index) => (
              <li key={index}>
                <GalleryCardSkeleton />
              </li>
            ))}
          </ul>
        }
        errorTitle="Gagal memuat foto unggulan"
        empty={null}
      >
        {(items) => (
          <ul className={gridClass}>
            {items.slice(0, max).map((item, index) => (
              <li key={item.id}>
                <GalleryCard
                  item={item}
                  variant="featured"
                  imageLoading="eager"
                  onOpen={() => onOpen(index)}
                  {...actions}
                />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

export { FeaturedGallery, type FeaturedGalleryProps };
