import {
  ArticleList,
  ArticleToolbar,
  Button,
  CategorySidebar,
  FeaturedArticles,
  Pagination,
  TagCloud,
  topTags,
  type ActiveFilter,
} from '@klinik/ui';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageIntro } from '../app/page-intro';
import type { RouteHandle } from '../app/route-handle';
import { useArticleCategories, useArticles, useFeaturedArticles } from '../data/article-hooks';
import {
  changeArticleListParams,
  readArticleListParams,
  type ArticleListChange,
} from '../data/article-list-params';
import { articleCategoriesQuery, articlesQuery, featuredArticlesQuery } from '../data/queries';
import { queryStatus } from '../data/query-status';

export const handle: RouteHandle = {
  prefetch: ({ queryClient, api }) => [
    queryClient.fetchQuery(articlesQuery(api, readArticleListParams(new URLSearchParams()))),
    queryClient.fetchQuery(featuredArticlesQuery(api)),
    queryClient.fetchQuery(articleCategoriesQuery(api)),
  ],
};

export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const params = readArticleListParams(searchParams);
  const articles = useArticles(params);
  const featured = useFeaturedArticles();
  const categories = useArticleCategories();

  // Spec: the page scrolls to the top when the page number changes.
  const previousPage = useRef(params.page);
  useEffect(() => {
    if (previousPage.current !== params.page) window.scrollTo({ top: 0 });
    previousPage.current = params.page;
  }, [params.page]);

  // Every change is a new history entry: back and forward restore the list.
  const change = (update: ArticleListChange) => {
    const next = changeArticleListParams(searchParams, update).toString();
    void navigate({ search: next ? `?${next}` : '' });
  };

  const categoryList = categories.data ?? [];
  const categoryName =
    categoryList.find((c) => c.slug === params.category)?.name ?? params.category;
  const activeFilters: ActiveFilter[] = [
    params.category ? { key: 'category', label: `Kategori: ${categoryName}` } : null,
    params.tag ? { key: 'tag', label: `Tag: ${params.tag}` } : null,
    params.author ? { key: 'author', label: `Penulis: ${params.author}` } : null,
    params.search ? { key: 'search', label: `Pencarian: ${params.search}` } : null,
  ].filter((filter): filter is ActiveFilter => filter !== null);
  const filtered = activeFilters.length > 0;
  const pageArticles = articles.data?.data ?? [];

  const selectCategory = (slug: string | null) =>
    change({ type: 'category', value: slug ?? undefined });
  const selectTag = (tag: string) => change({ type: 'tag', value: tag });

  return (
    <>
      <PageIntro
        eyebrow="Artikel"
        title="Artikel Kesehatan & Fisioterapi"
        crumb="Artikel"
        description="Artikel fisioterapi dari tim kami: cedera olahraga, nyeri punggung, pemulihan pascaoperasi, tumbuh kembang anak, dan kesehatan lansia."
        lead="Panduan praktis dari fisioterapis kami untuk membantu Anda bergerak tanpa nyeri."
        keywords="artikel fisioterapi, cedera olahraga, nyeri punggung, rehabilitasi, fisioterapi anak, fisioterapi lansia"
        path="/artikel"
      />
      <div className="max-w-page mx-auto px-4 py-10 sm:px-6 md:py-14">
        <ArticleToolbar
          search={params.search}
          sortBy={params.sortBy}
          sortOrder={params.sortOrder}
          activeFilters={activeFilters}
          onSearch={(query) => change({ type: 'search', value: query })}
          onSortChange={(sortBy, sortOrder) => change({ type: 'sort', sortBy, sortOrder })}
          onRemoveFilter={(key) =>
            change({ type: key as 'category' | 'tag' | 'author' | 'search', value: undefined })
          }
          onClearAll={() => change({ type: 'clear' })}
          filterPanel={
            <div className="grid gap-6 md:grid-cols-2">
              <CategorySidebar
                categories={categoryList.map((category) => ({
                  category,
                  count: category.articles_count,
                }))}
                selected={params.category ?? null}
                onSelect={selectCategory}
              />
              <TagCloud
                tags={topTags(pageArticles)}
                selected={params.tag ?? null}
                onSelect={selectTag}
              />
            </div>
          }
        />
        {!filtered && params.page === 1 ? (
          <FeaturedArticles
            className="mt-10"
            status={featured.isPending ? 'loading' : 'success'}
            articles={featured.data}
          />
        ) : null}
        <section aria-labelledby="semua-artikel" className="mt-12">
          <h2 id="semua-artikel" className="text-foreground mb-6 text-2xl font-bold">
            {filtered ? 'Hasil Pencarian' : 'Semua Artikel'}
          </h2>
          <ArticleList
            status={queryStatus(articles)}
            articles={pageArticles}
            onRetry={() => window.location.reload()}
            emptyAction={
              filtered ? (
                <Button variant="outline" onClick={() => change({ type: 'clear' })}>
                  Hapus Semua Filter
                </Button>
              ) : undefined
            }
          />
          {articles.data && articles.data.pagination.total > 0 ? (
            <Pagination
              className="mt-10"
              currentPage={articles.data.pagination.current_page}
              lastPage={articles.data.pagination.last_page}
              perPage={articles.data.pagination.per_page}
              total={articles.data.pagination.total}
              onPageChange={(page) => change({ type: 'page', value: page })}
            />
          ) : null}
        </section>
      </div>
    </>
  );
}
