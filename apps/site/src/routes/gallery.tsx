import type { GalleryItem } from '@klinik/clinic';
import {
  FeaturedGallery,
  featuredGallery,
  filterGallery,
  GalleryFilters,
  GalleryGrid,
  GalleryLightbox,
  galleryCounts,
  Section,
  toGalleryPhoto,
  type GalleryCategoryValue,
  type GalleryFilter,
  type GallerySort,
} from '@klinik/ui';
import { useEffect, useMemo, useState } from 'react';
import { PageIntro } from '../app/page-intro';
import type { RouteHandle } from '../app/route-handle';
import { absoluteUrl } from '../app/seo';
import { useGallery } from '../data/hooks';
import { galleryQuery } from '../data/queries';
import { queryStatus } from '../data/query-status';
import { downloadFile, sharePage } from '../app/share';

export const handle: RouteHandle = {
  prefetch: ({ queryClient, api }) => [queryClient.fetchQuery(galleryQuery(api))],
};

/** Photos per 'Muat Lebih Banyak Foto': two rows of three on a wide screen. */
const PAGE_SIZE = 6;
const PHOTO_HASH = '#foto-';

const defaultFilter: GalleryFilter = { search: '', sort: 'newest', category: 'all' };

type Opened = { list: 'featured' | 'grid'; index: number } | null;

export function Component() {
  const gallery = useGallery();
  const [search, setSearch] = useState(defaultFilter.search);
  const [sort, setSort] = useState<GallerySort>(defaultFilter.sort);
  const [category, setCategory] = useState<GalleryCategoryValue>(defaultFilter.category);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [liked, setLiked] = useState<readonly GalleryItem['id'][]>([]);
  const [opened, setOpened] = useState<Opened>(null);
  const [notice, setNotice] = useState('');

  // A like counts once per visit and shows at once (the API keeps no likes from visitors).
  const photos = useMemo(
    () =>
      (gallery.data ?? []).map((item) =>
        liked.includes(item.id) ? { ...item, likes: item.likes + 1 } : item,
      ),
    [gallery.data, liked],
  );
  const featured = useMemo(() => featuredGallery(photos), [photos]);
  const matching = useMemo(
    () => filterGallery(photos, { category, search, sort }),
    [photos, category, search, sort],
  );
  const visible = matching.slice(0, shown);
  const openList = opened?.list === 'featured' ? featured : visible;

  // A shared link (/galeri#foto-<slug>) opens its photo, on arrival and when the hash changes.
  const loaded = gallery.data;
  useEffect(() => {
    if (!loaded) return;
    const openFromHash = () => {
      if (!window.location.hash.startsWith(PHOTO_HASH)) return;
      const slug = decodeURIComponent(window.location.hash.slice(PHOTO_HASH.length));
      const featuredIndex = featuredGallery(loaded).findIndex((item) => item.slug === slug);
      if (featuredIndex >= 0) {
        setOpened({ list: 'featured', index: featuredIndex });
        return;
      }
      // Found in the unfiltered grid: clear the filters so the photo is in the list browsed.
      const index = filterGallery(loaded, defaultFilter).findIndex((item) => item.slug === slug);
      if (index < 0) return;
      setSearch(defaultFilter.search);
      setCategory(defaultFilter.category);
      setSort(defaultFilter.sort);
      setShown(Math.max(PAGE_SIZE, index + 1));
      setOpened({ list: 'grid', index });
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [loaded]);

  // Any change of filter starts the grid again from its first photos.
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setShown(PAGE_SIZE);
    };
  const reset = () => {
    setSearch(defaultFilter.search);
    setCategory(defaultFilter.category);
    setSort(defaultFilter.sort);
    setShown(PAGE_SIZE);
  };

  const toggleLike = (item: GalleryItem) =>
    setLiked((ids) =>
      ids.includes(item.id) ? ids.filter((id) => id !== item.id) : [...ids, item.id],
    );
  const share = async (item: GalleryItem) => {
    const outcome = await sharePage({
      title: item.title,
      text: item.description,
      url: absoluteUrl(`/galeri${PHOTO_HASH}${encodeURIComponent(item.slug)}`),
    });
    setNotice(
      outcome === 'copied'
        ? `Tautan foto "${item.title}" disalin.`
        : outcome === 'failed'
          ? 'Tautan tidak dapat dibagikan dari peramban ini.'
          : '',
    );
  };
  const download = (item: GalleryItem) => {
    const extension = item.image_url.split('.').pop() ?? 'jpg';
    downloadFile(item.image_url, `${item.slug}.${extension}`);
  };
  const actions = { onLike: toggleLike, onShare: share, onDownload: download, likedIds: liked };

  return (
    <>
      <PageIntro
        eyebrow="Galeri"
        title="Galeri Klinik & Kegiatan"
        crumb="Galeri"
        path="/galeri"
        description="Foto ruang terapi, peralatan, tim fisioterapis, dan kegiatan klinik fisioterapi kami di Bandung."
        lead="Lihat suasana klinik, peralatan terapi, dan kegiatan tim kami bersama pasien dan masyarakat."
        keywords="galeri klinik fisioterapi, foto klinik fisioterapi bandung, ruang terapi, kegiatan fisioterapi"
      />
      <Section title="Foto Unggulan" tone="muted">
        <FeaturedGallery
          title=""
          max={featured.length || 3}
          items={featured}
          status={gallery.data ? 'success' : 'loading'}
          onOpen={(index) => setOpened({ list: 'featured', index })}
          {...actions}
        />
      </Section>
      <Section title="Semua Foto">
        <GalleryFilters
          search={search}
          sort={sort}
          category={category}
          counts={galleryCounts(photos.filter((photo) => !photo.is_featured))}
          onSearchChange={refilter(setSearch)}
          onSortChange={refilter(setSort)}
          onCategoryChange={refilter(setCategory)}
        />
        <p role="status" className="text-muted-foreground mt-4 min-h-6 text-sm">
          {notice}
        </p>
        <GalleryGrid
          className="mt-2"
          status={queryStatus(gallery)}
          items={visible}
          onOpen={(index) => setOpened({ list: 'grid', index })}
          onReset={reset}
          onRetry={() => void gallery.refetch()}
          hasMore={matching.length > visible.length}
          onLoadMore={() => setShown((count) => count + PAGE_SIZE)}
          {...actions}
        />
      </Section>
      <GalleryLightbox
        photos={openList.map(toGalleryPhoto)}
        openIndex={opened?.index ?? null}
        onOpenIndexChange={(index) =>
          setOpened(index === null || !opened ? null : { list: opened.list, index })
        }
      />
    </>
  );
}
