import * as React from 'react';
import type {
  ApiPaginated,
  ArticleListQuery,
  ArticleSortField,
  ArticleSummary,
  CategoryDetail,
  SortOrder,
  TagCount,
} from '@klinik/clinic';
import { ArticleList } from '../../sections/articles/article-list/article-list';
import {
  ArticleToolbar,
  type ActiveFilter,
} from '../../sections/articles/article-toolbar/article-toolbar';
import type { BreadcrumbItem } from '../../primitives/breadcrumbs/breadcrumbs';
import { Button } from '../../primitives/button/button';
import { CategorySidebar } from '../../sections/articles/category-sidebar/category-sidebar';
import { FeaturedArticles } from '../../sections/articles/featured-articles/featured-articles';
import { PageHero } from '../../layout/page-hero/page-hero';
import { Pagination } from '../../primitives/pagination/pagination';
import { TagCloud } from '../../sections/articles/tag-cloud/tag-cloud';
import { mapRemote, type Remote } from '../../lib/remote';

/** What the list shows: the address's parameters (the page size is the server's). */
type ArticleListView = Omit<ArticleListQuery, 'per_page'>;

/** A visitor's change to the list; the site applies it to the address (spec section 4). */
type ArticleListChange =
  | { type: 'category' | 'tag' | 'author' | 'search'; value: string | undefined }
  | { type: 'sort'; sort_by: ArticleSortField; sort_order: SortOrder }
  | { type: 'page'; value: number }
  | { type: 'clear' };

type ArticlesPageProps = {
  /** The filters, sort and page the address asks for. */
  query: ArticleListView;
  /** One page of the list with its pagination. */
  articles: Remote<Pick<ApiPaginated<ArticleSummary>, 'data' | 'pagination'>>;
  /** 'Artikel Pilihan', shown on the first page of the unfiltered list. */
  featured: Remote<readonly ArticleSummary[]>;
  /** The categories of the filter panel, with their counts. */
  categories: Remote<readonly CategoryDetail[]>;
  /** The popular tags of the filter panel. */
  tags: readonly TagCount[];
  /** Every change a visitor makes: search, sort, a filter, a page, 'Hapus Semua'. */
  onChange: (change: ArticleListChange) => void;
  /** The trail above the h1 (the site also writes it as structured data). */
  breadcrumbs: readonly BreadcrumbItem[];
};

/** The page's heading band: its h1 and lead text. */
const hero = {
  eyebrow: 'Artikel',
  title: 'Artikel Kesehatan & Fisioterapi',
  description: 'Panduan praktis dari fisioterapis kami untuk membantu Anda bergerak tanpa nyeri.',
};

/** /artikel: search, sort and filters, the featured articles, the list and its pages. */
function ArticlesPage({
  query,
  articles,
  featured,
  categories,
  tags,
  onChange,
  breadcrumbs,
}: ArticlesPageProps) {
  // Spec section 2: the page scrolls to the top when the page number changes.
  const shownPage = React.useRef(query.page);
  React.useEffect(() => {
    if (shownPage.current !== query.page) window.scrollTo({ top: 0 });
    shownPage.current = query.page;
  }, [query.page]);

  const categoryName =
    (categories.status === 'ready'
      ? categories.data.find((category) => category.slug === query.category)?.name
      : undefined) ?? query.category;
  const activeFilters: ActiveFilter[] = [
    query.category ? { key: 'category', label: `Kategori: ${categoryName}` } : null,
    query.tag ? { key: 'tag', label: `Tag: ${query.tag}` } : null,
    query.author ? { key: 'author', label: `Penulis: ${query.author}` } : null,
    query.search ? { key: 'search', label: `Pencarian: ${query.search}` } : null,
  ].filter((filter): filter is ActiveFilter => filter !== null);
  const filtered = activeFilters.length > 0;

  return (
    <>
      <PageHero {...hero} breadcrumbs={breadcrumbs} />
      <div className="max-w-page mx-auto px-4 py-10 sm:px-6 md:py-14">
        <ArticleToolbar
          search={query.search}
          sortBy={query.sort_by}
          sortOrder={query.sort_order}
          activeFilters={activeFilters}
          onSearch={(value) => onChange({ type: 'search', value })}
          onSortChange={(sort_by, sort_order) => onChange({ type: 'sort', sort_by, sort_order })}
          onRemoveFilter={(key) =>
            onChange({ type: key as 'category' | 'tag' | 'author' | 'search', value: undefined })
          }
          onClearAll={() => onChange({ type: 'clear' })}
          filterPanel={
            <div className="grid gap-6 md:grid-cols-2">
              <CategorySidebar
                state={categories}
                selected={query.category ?? null}
                onSelect={(slug) => onChange({ type: 'category', value: slug ?? undefined })}
              />
              <TagCloud
                tags={tags}
                selected={query.tag ?? null}
                onSelect={(tag) => onChange({ type: 'tag', value: tag })}
              />
            </div>
          }
        />
        {!filtered && query.page === 1 ? (
          <FeaturedArticles className="mt-10" state={featured} />
        ) : null}
        <section aria-labelledby="semua-artikel" className="mt-12">
          <h2 id="semua-artikel" className="text-foreground mb-6 text-2xl font-bold">
            {filtered ? 'Hasil Pencarian' : 'Semua Artikel'}
          </h2>
          <ArticleList
            state={mapRemote(articles, (page) => page.data)}
            emptyAction={
              filtered ? (
                <Button variant="outline" onClick={() => onChange({ type: 'clear' })}>
                  Hapus Semua Filter
                </Button>
              ) : undefined
            }
          />
          {articles.status === 'ready' ? (
            <Pagination
              className="mt-10"
              currentPage={articles.data.pagination.current_page}
              lastPage={articles.data.pagination.last_page}
              perPage={articles.data.pagination.per_page}
              total={articles.data.pagination.total}
              onPageChange={(value) => onChange({ type: 'page', value })}
            />
          ) : null}
        </section>
      </div>
    </>
  );
}

export { ArticlesPage, type ArticleListChange, type ArticleListView, type ArticlesPageProps };
