import { galleryCategories, type GalleryCategory, type GalleryItem } from '@klinik/clinic';

export type GallerySort = 'newest' | 'popular' | 'views';

export type GalleryFilter = {
  category: GalleryCategory | 'all';
  search: string;
  sort: GallerySort;
};

export type GalleryCounts = Record<GalleryCategory | 'all', number>;

/** The sort dropdown's choices, in display order. */
export const gallerySortOptions: readonly { value: GallerySort; label: string }[] = [
  { value: 'newest', label: 'Terbaru' },
  { value: 'popular', label: 'Terpopuler' },
  { value: 'views', label: 'Terbanyak Dilihat' },
];

type Sortable = Pick<GalleryItem, 'id' | 'title' | 'taken_at' | 'likes' | 'views'>;

function takenTime(item: Pick<GalleryItem, 'taken_at'>): number {
  const time = Date.parse(item.taken_at);
  return Number.isNaN(time) ? -Infinity : time;
}

const primaryKey: Record<GallerySort, (item: Sortable) => number> = {
  newest: takenTime,
  popular: (item) => item.likes,
  views: (item) => item.views,
};

/** Highest first; equal values by title (A-Z), then id, so the order never depends on input. */
function compareBy(sort: GallerySort) {
  const key = primaryKey[sort];
  return (a: Sortable, b: Sortable) =>
    key(b) - key(a) ||
    a.title.localeCompare(b.title, 'id') ||
    String(a.id).localeCompare(String(b.id), 'id', { numeric: true });
}

/** Search (spec 5): the trimmed text in the title, description or a tag, any case. */
export function matchesGallerySearch(
  item: Pick<GalleryItem, 'title' | 'description' | 'tags'>,
  search: string,
): boolean {
  const needle = search.trim().toLocaleLowerCase('id');
  if (!needle) return true;
  return [item.title, item.description, ...item.tags].some((text) =>
    text.toLocaleLowerCase('id').includes(needle),
  );
}

/**
 * The main photo grid: photos of the category that match the search, sorted. Featured photos
 * are left out: they have their own section (spec 5).
 */
export function filterGallery<T extends GalleryItem>(
  items: readonly T[],
  filter: GalleryFilter,
): T[] {
  return items
    .filter(
      (item) =>
        !item.is_featured &&
        (filter.category === 'all' || item.category === filter.category) &&
        matchesGallerySearch(item, filter.search),
    )
    .sort(compareBy(filter.sort));
}

/** The featured photos, newest first. */
export function featuredGallery<T extends GalleryItem>(items: readonly T[]): T[] {
  return items.filter((item) => item.is_featured).sort(compareBy('newest'));
}

/**
 * Photos per category chip, counted from the photos given (featured ones included, as the API's
 * `GalleryList.counts` does), plus 'all'. Categories without photos count 0.
 */
export function galleryCounts(items: readonly Pick<GalleryItem, 'category'>[]): GalleryCounts {
  const counts = { all: items.length } as GalleryCounts;
  for (const { value } of galleryCategories) counts[value] = 0;
  for (const item of items) counts[item.category] += 1;
  return counts;
}

/** The chip label of a category code, e.g. 'therapy' -> 'Terapi'. */
export function galleryCategoryLabel(category: GalleryCategory): string {
  return galleryCategories.find((option) => option.value === category)?.label ?? category;
}

/** A gallery item in the shape GalleryLightbox shows. */
export function toGalleryPhoto(
  item: Pick<GalleryItem, 'id' | 'title' | 'description' | 'image_url'>,
) {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    imageUrl: item.image_url,
  };
}
