import {
  galleryPageSize,
  gallerySortFields,
  type GalleryItem,
  type GalleryList,
  type GallerySortField,
} from '@klinik/clinic';
import type { GalleryFilter, Remote } from '@klinik/ui';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';
import type { Load } from './load';
import { toRemote } from './remote';
import { useDebouncedSearch } from './use-debounced-search';

/** Photos per 'Muat Lebih Banyak Foto': two rows of three on a wide screen. */
const GRID_STEP = 6;

/** The grid's filters as the API takes them ('all' is no category). */
type GridFilter = Omit<GalleryFilter, 'search'> & { search: string };

const defaultFilter: GridFilter = { search: '', sort: gallerySortFields[0], category: 'all' };

export const featuredPhotosQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['galleries', 'featured'],
    queryFn: async () =>
      (await api.get('galleries', { featured: true, per_page: galleryPageSize.max })).data,
  });

/** The grid: featured photos are left out (they have their own section, spec section 5). */
export const gridPhotosQuery = (api: ApiClient, filter: GridFilter) =>
  infiniteQueryOptions({
    queryKey: ['galleries', 'grid', filter],
    queryFn: ({ pageParam }) =>
      api.get('galleries', {
        featured: false,
        sort_by: filter.sort,
        category: filter.category === 'all' ? undefined : filter.category,
        search: filter.search || undefined,
        page: pageParam,
        per_page: GRID_STEP,
      }),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }: GalleryList) =>
      pagination.current_page < pagination.last_page ? pagination.current_page + 1 : undefined,
  });

export const photoQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['galleries', 'photo', slug],
    queryFn: async () => (await api.get('gallery', slug)).data,
  });

/** A photo's own address: /galeri#foto-<slug> opens it (what 'Bagikan' shares). */
export const PHOTO_HASH = '#foto-';

function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/**
 * The photo slug in the address. The prerendered page has no hash, so the hydrating render must
 * not see one either (the server snapshot); the next render reads it.
 */
function useLinkedSlug(): string {
  const hash = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => '',
  );
  if (!hash.startsWith(PHOTO_HASH)) return '';
  try {
    return decodeURIComponent(hash.slice(PHOTO_HASH.length));
  } catch {
    return '';
  }
}

export interface GalleryPageData {
  featured: Remote<GalleryItem[]>;
  photos: Remote<GalleryItem[]>;
  counts?: GalleryList['counts'];
  filter: GalleryFilter;
  setSearch: (search: string) => void;
  setSort: (sort: GallerySortField) => void;
  setCategory: (category: GalleryFilter['category']) => void;
  reset: () => void;
  hasMore: boolean;
  loadMore: () => void;
  loadingMore: boolean;
  /** The photo the address links to, once loaded. */
  linkedPhoto?: GalleryItem;
}

/**
 * /galeri: the featured photos, and the grid the API filters, sorts and pages. The search waits
 * for a pause in typing; while the next photos load, the previous ones stay on screen.
 */
export function useGallery(): GalleryPageData {
  const api = useApi();
  const search = useDebouncedSearch();
  const [chosen, setChosen] = useState(defaultFilter);
  const filter = { ...chosen, search: search.applied };

  const featured = useQuery(featuredPhotosQuery(api));
  const grid = useInfiniteQuery({
    ...gridPhotosQuery(api, filter),
    placeholderData: keepPreviousData,
  });
  const linkedSlug = useLinkedSlug();
  const linked = useQuery({ ...photoQuery(api, linkedSlug), enabled: linkedSlug !== '' });

  return {
    featured: toRemote(featured),
    photos: toRemote(
      grid.isSuccess
        ? { status: 'success', data: grid.data.pages.flatMap((page) => page.data) }
        : grid,
    ),
    counts: grid.data?.pages[0]?.counts,
    filter: { ...chosen, search: search.typed },
    setSearch: search.type,
    setSort: (sort) => setChosen((current) => ({ ...current, sort })),
    setCategory: (category) => setChosen((current) => ({ ...current, category })),
    reset: () => {
      search.clear();
      setChosen(defaultFilter);
    },
    hasMore: grid.hasNextPage,
    loadMore: () => void grid.fetchNextPage(),
    loadingMore: grid.isFetchingNextPage,
    linkedPhoto: linked.data,
  };
}

export const loadGallery: Load = ({ queryClient, api }) =>
  Promise.all([
    queryClient.ensureQueryData(featuredPhotosQuery(api)),
    queryClient.ensureInfiniteQueryData(gridPhotosQuery(api, defaultFilter)),
  ]);
