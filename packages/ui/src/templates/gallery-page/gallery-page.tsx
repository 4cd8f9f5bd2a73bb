import * as React from 'react';
import type { GalleryItem, GalleryList, GallerySortField } from '@klinik/clinic';
import type { BreadcrumbItem } from '../../primitives/breadcrumbs/breadcrumbs';
import { FeaturedGallery } from '../../sections/gallery/featured-gallery/featured-gallery';
import {
  GalleryFilters,
  type GalleryCategoryValue,
} from '../../sections/gallery/gallery-filters/gallery-filters';
import { GalleryGrid } from '../../sections/gallery/gallery-grid/gallery-grid';
import { GalleryLightbox } from '../../sections/gallery/gallery-lightbox/gallery-lightbox';
import { PageHero } from '../../layout/page-hero/page-hero';
import { Section } from '../../primitives/section/section';
import type { Remote } from '../../lib/remote';
import type { ShareOutcome } from '../../primitives/share-buttons/share';

/** The grid's search, sort and category. */
type GalleryFilter = { search: string; sort: GallerySortField; category: GalleryCategoryValue };

type GalleryPageProps = {
  /** 'Foto Unggulan'. */
  featured: Remote<readonly GalleryItem[]>;
  /** The grid's photos loaded so far (featured ones are not repeated). */
  photos: Remote<readonly GalleryItem[]>;
  /** Photos per category chip. */
  counts?: Partial<GalleryList['counts']>;
  /** The filters in force. */
  filter: GalleryFilter;
  /** Called on every keystroke of the search box (the site waits for a pause before asking). */
  onSearchChange: (search: string) => void;
  /** Called with the chosen sort. */
  onSortChange: (sort: GallerySortField) => void;
  /** Called with the chip pressed. */
  onCategoryChange: (category: GalleryCategoryValue) => void;
  /** 'Reset Filter'. */
  onReset: () => void;
  /** More photos match than are shown: 'Muat Lebih Banyak Foto' shows. */
  hasMore: boolean;
  /** 'Muat Lebih Banyak Foto'. */
  onLoadMore: () => void;
  /** The next photos are on their way. */
  loadingMore?: boolean;
  /** A photo the address links to (a shared link): it opens at once. */
  linkedPhoto?: GalleryItem;
  /** Shares a link to the photo and says how it went (the page says so when copied or failed). */
  onShare: (item: GalleryItem) => Promise<ShareOutcome>;
  /** Saves the photo's image file. */
  onDownload: (item: GalleryItem) => void;
  /** The trail above the h1 (the site also writes it as structured data). */
  breadcrumbs: readonly BreadcrumbItem[];
};

type Opened = { photos: readonly GalleryItem[]; index: number } | null;

const shareNotices: Record<ShareOutcome, (item: GalleryItem) => string> = {
  copied: (item) => `Tautan foto "${item.title}" disalin.`,
  failed: () => 'Tautan tidak dapat dibagikan dari peramban ini.',
  shared: () => '',
  cancelled: () => '',
};

const readyData = <T,>(state: Remote<readonly T[]>): readonly T[] =>
  state.status === 'ready' ? state.data : [];

/** The page's heading band: its h1 and lead text. */
const hero = {
  eyebrow: 'Galeri',
  title: 'Galeri Klinik & Kegiatan',
  description:
    'Lihat suasana klinik, peralatan terapi, dan kegiatan tim kami bersama pasien dan masyarakat.',
};

/**
 * /galeri: the featured photos, then every other photo with search, sort, category chips and
 * 'Muat Lebih Banyak Foto'. A photo opens enlarged; a like counts once for this visit.
 */
function GalleryPage({
  featured,
  photos,
  counts,
  filter,
  onSearchChange,
  onSortChange,
  onCategoryChange,
  onReset,
  hasMore,
  onLoadMore,
  loadingMore,
  linkedPhoto,
  onShare,
  onDownload,
  breadcrumbs,
}: GalleryPageProps) {
  const [liked, setLiked] = React.useState<readonly GalleryItem['id'][]>([]);
  const [opened, setOpened] = React.useState<Opened>(null);
  const [notice, setNotice] = React.useState('');

  // A shared link opens its photo, browsed with the list it belongs to.
  const [shownLink, setShownLink] = React.useState<GalleryItem | undefined>(undefined);
  if (linkedPhoto?.id !== shownLink?.id) {
    setShownLink(linkedPhoto);
    if (linkedPhoto) {
      const list = [readyData(featured), readyData(photos)].find((items) =>
        items.some((item) => item.id === linkedPhoto.id),
      ) ?? [linkedPhoto];
      setOpened({ photos: list, index: list.findIndex((item) => item.id === linkedPhoto.id) });
    }
  }

  const actions = {
    likedIds: liked,
    onLike: (item: GalleryItem) =>
      setLiked((ids) =>
        ids.includes(item.id) ? ids.filter((id) => id !== item.id) : [...ids, item.id],
      ),
    onShare: async (item: GalleryItem) => setNotice(shareNotices[await onShare(item)](item)),
    onDownload,
  };

  return (
    <>
      <PageHero {...hero} breadcrumbs={breadcrumbs} />
      <Section title="Foto Unggulan" tone="muted">
        <FeaturedGallery
          title=""
          state={featured}
          max={featured.status === 'ready' ? featured.data.length : undefined}
          onOpen={(index) => setOpened({ photos: readyData(featured), index })}
          actions={actions}
        />
      </Section>
      <Section title="Semua Foto">
        <GalleryFilters
          search={filter.search}
          sort={filter.sort}
          category={filter.category}
          counts={counts}
          onSearchChange={onSearchChange}
          onSortChange={onSortChange}
          onCategoryChange={onCategoryChange}
        />
        <p role="status" className="text-muted-foreground mt-4 min-h-6 text-sm">
          {notice}
        </p>
        <GalleryGrid
          className="mt-2"
          state={photos}
          onOpen={(index) => setOpened({ photos: readyData(photos), index })}
          onReset={onReset}
          hasMore={hasMore}
          onLoadMore={onLoadMore}
          loadingMore={loadingMore}
          actions={actions}
        />
      </Section>
      <GalleryLightbox
        photos={opened?.photos ?? []}
        openIndex={opened?.index ?? null}
        onOpenIndexChange={(index) =>
          setOpened((current) => (index === null || !current ? null : { ...current, index }))
        }
      />
    </>
  );
}

export { GalleryPage, type GalleryFilter, type GalleryPageProps };
