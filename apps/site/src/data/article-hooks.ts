import type { ArticleSummary, ArticleViewCount, ApiSuccess } from '@klinik/clinic';
import { relatedArticles } from '@klinik/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from './api-context';
import type { ArticleListParams } from './article-list-params';
import {
  articleCategoriesQuery,
  articleQuery,
  articlesQuery,
  featuredArticlesQuery,
  relatedPoolQuery,
} from './queries';

export function useArticles(params: ArticleListParams) {
  return useQuery(articlesQuery(useApi(), params));
}

export function useFeaturedArticles() {
  return useQuery(featuredArticlesQuery(useApi()));
}

export function useArticleCategories() {
  return useQuery(articleCategoriesQuery(useApi()));
}

/**
 * Spec section 4: fetch the article, then record a view (a failure is only logged), then load
 * the related articles: up to 3 of the same category, filled with the most recent others.
 */
export function useArticleDetail(slug: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const article = useQuery(articleQuery(api, slug));
  const [viewedSlug, setViewedSlug] = useState<string | null>(null);
  const loadedSlug = article.data?.slug;

  useEffect(() => {
    if (!loadedSlug) return;
    let current = true;
    api
      .post<ApiSuccess<ArticleViewCount>>(`/v1/articles/${encodeURIComponent(loadedSlug)}/view`)
      .then(({ data }) => {
        queryClient.setQueryData(articleQuery(api, slug).queryKey, (old) =>
          old ? { ...old, view_count: data.view_count } : old,
        );
      })
      .catch((error: unknown) => console.error('Failed to record the view', error))
      .finally(() => {
        if (current) setViewedSlug(loadedSlug);
      });
    return () => {
      current = false;
    };
  }, [api, queryClient, slug, loadedSlug]);

  const pool = useQuery({
    ...relatedPoolQuery(api),
    enabled: viewedSlug === loadedSlug && !!loadedSlug,
  });
  useEffect(() => {
    if (pool.error) console.error('Failed to load related articles', pool.error);
  }, [pool.error]);

  const related: ArticleSummary[] =
    article.data && pool.data ? relatedArticles(article.data, pool.data) : [];
  const relatedStatus: 'loading' | 'success' =
    pool.isSuccess || pool.isError ? 'success' : 'loading';

  return { article, related, relatedStatus };
}
