import { listSource } from './list-source';

/** GET /articles/featured: 'Artikel Pilihan' of /artikel. A failure shows as one, not as none. */
export const {
  query: featuredArticlesQuery,
  use: useFeaturedArticles,
  load: loadFeaturedArticles,
} = listSource('featuredArticles');
