/**
 * The contract's values that pages need at run time: sort fields and their labels, page sizes,
 * limits and patterns. No zod here, so a page that only shows a sort dropdown or checks a phone
 * number does not carry a validation library; the schemas are built from these values.
 */
/** Longest name or value of any query parameter, and of a path segment. */
export const MAX_PARAM_LENGTH = 200;

/** Most parameters in one query string. */
export const MAX_PARAMS = 20;

/** Highest page number any list accepts. */
export const MAX_PAGE = 10_000;

// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const controlCharacter = /[\u0000-\u001f\u007f]/;

/** Lower-case letters, digits and hyphens: every slug (and a numeric id, which is digits). */
export const slugPattern = /^[a-z0-9-]+$/;

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

export const articleSortFields = ['published_at', 'title', 'views'] as const;
export type ArticleSortField = (typeof articleSortFields)[number];
/** The articles list's order when the address names none: the newest first. */
export const articleSortDefault: ArticleSortField = 'published_at';

/** The articles list's page size: the server's choice (spec: "page size comes from the server"). */
export const articlePageSize = { default: 9, max: 50 } as const;

/** The sort dropdown of the articles list (spec section 2), in display order. */
export const articleSortOptions: readonly {
  sort_by: ArticleSortField;
  sort_order: SortOrder;
  label: string;
}[] = [
  { sort_by: 'published_at', sort_order: 'desc', label: 'Terbaru' },
  { sort_by: 'published_at', sort_order: 'asc', label: 'Terlama' },
  { sort_by: 'title', sort_order: 'asc', label: 'Judul A-Z' },
  { sort_by: 'title', sort_order: 'desc', label: 'Judul Z-A' },
  { sort_by: 'views', sort_order: 'desc', label: 'Paling Banyak Dilihat' },
  { sort_by: 'views', sort_order: 'asc', label: 'Paling Sedikit Dilihat' },
];

export const gallerySortFields = ['taken_at', 'views', 'likes'] as const;
export type GallerySortField = (typeof gallerySortFields)[number];
export const gallerySortDefault: GallerySortField = 'taken_at';

export const galleryPageSize = { default: 12, max: 50 } as const;

/** The gallery's sort dropdown (spec: Terbaru, Terpopuler, Terbanyak Dilihat), in order. */
export const gallerySortOptions: readonly { sort_by: GallerySortField; label: string }[] = [
  { sort_by: 'taken_at', label: 'Terbaru' },
  { sort_by: 'likes', label: 'Terpopuler' },
  { sort_by: 'views', label: 'Terbanyak Dilihat' },
];

/** The label of a value in a list of `{ value, label }` choices; the value itself if unknown. */
export function optionLabel<V extends string>(
  options: readonly { value: V; label: string }[],
  value: V,
): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/**
 * The values of a list of `{ value, label }` choices, as a tuple zod's enum takes. The lists are
 * clinic facts; each schema module makes its own tuple, so this module imports no facts and a
 * page that needs only a sort option carries none of them.
 */
export function choiceValues<T extends string>(list: readonly { value: T }[]): [T, ...T[]] {
  return list.map((item) => item.value) as [T, ...T[]];
}

/** What the site search finds, one group of results each. */
export const searchKinds = ['service', 'article', 'faq', 'location'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** The heading of each group of search results. */
export const searchKindLabels: Record<SearchKind, string> = {
  service: 'Layanan',
  article: 'Artikel',
  faq: 'FAQ',
  location: 'Lokasi Klinik',
};

/** Longest search text (?q=): a question, not a document. */
export const MAX_SEARCH_LENGTH = 100;

/** Results shown per group; `total` says how many matched. */
export const searchGroupSize = 5;

/** What an article's reference is: a clinical guideline, a textbook, or a journal article. */
export const referenceKinds = ['guideline', 'textbook', 'journal-article'] as const;
export type ReferenceKind = (typeof referenceKinds)[number];

export const categoryTypes = ['article', 'service'] as const;
export type CategoryType = (typeof categoryTypes)[number];

export const serviceIcons = [
  'heart',
  'home',
  'dumbbell',
  'user-md',
  'child',
  'graduation-cap',
] as const;
export type ServiceIcon = (typeof serviceIcons)[number];

export const dayGroups = ['weekdays', 'saturday', 'sunday'] as const;
export type DayGroup = (typeof dayGroups)[number];

/**
 * After removing spaces, dashes, dots and brackets: an optional +62, 62 or 0, then 9 to 13 digits
 * (spec section 9). The consultation form, the contact form and the API check numbers with it.
 */
export const phonePattern = /^(\+62|62|0)?\d{9,13}$/;

/** The digits and leading + of a number as typed: "0812-3456 7890" -> "081234567890". */
export function compactPhone(phone: string): string {
  return phone.replace(/[\s.()-]/g, '');
}

/** Whether a number as typed is one the clinic can call or chat with. */
export function isValidPhone(phone: string): boolean {
  return phonePattern.test(compactPhone(phone));
}
