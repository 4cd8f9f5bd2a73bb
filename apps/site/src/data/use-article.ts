import {
  articlePageSize,
  relatedArticles,
  type Article,
  type ArticleSummary,
} from '@klinik/clinic';
import type { Remote } from '@klinik/ui';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isNotFound, type ApiClient } from './api-client';
import { useApi } from './api-context';
import type { Load } from './load';
import { toRemote } from './remote';

export const articleQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['articles', 'detail', slug],
    queryFn: async () => (await api.get('article', slug)).data,
  });

/** The pool related articles are chosen from: the newest articles of the whole collection. */
export const relatedPoolQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['articles', 'related-pool'],
    queryFn: async () => (await api.get('articles', { per_page: articlePageSize.max })).data,
  });

export interface ArticlePage {
  /** The article; empty when no article has this slug. */
  article: Remote<Article>;
  /** Up to 3 related articles (spec section 4). */
  related: Remote<ArticleSummary[]>;
}

/**
 * Spec section 4: fetch the article, then record a view (a failure is only logged), then load
 * the related articles: up to 3 of the same category, filled with the most recent others.
 */
export function useArticle(slug: string): ArticlePage {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery(articleQuery(api, slug));
  const [viewedSlug, setViewedSlug] = useState<string | null>(null);
  const loadedSlug = query.data?.slug;

  useEffect(() => {
    if (!loadedSlug) return;
    let current = true;
    api
      .post('articleView', loadedSlug)
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
  const article = query.data;
  return {
    article: toRemote(query, { isMissing: isNotFound }),
    // Until the view is recorded the pool is not asked for: the list is still to come.
    related: toRemote(
      pool.isError
        ? pool
        : article && pool.isSuccess
          ? { status: 'success', data: relatedArticles(article, pool.data) }
          : { status: 'pending' },
    ),
  };
}

export const loadArticle: Load = ({ queryClient, api, params }) =>
  queryClient.ensureQueryData(articleQuery(api, params.slug ?? ''));
