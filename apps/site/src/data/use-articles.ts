import { topTags, type ApiAnswers, type TagCount } from '@klinik/clinic';
import type { ArticleListChange, ArticleListView, Remote } from '@klinik/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';
import { changeArticleListParams, readArticleListParams } from './article-list-params';
import type { Load } from './load';
import { reloadPage, toRemote } from './remote';

export const articlesQuery = (api: ApiClient, params: ArticleListView) =>
  queryOptions({
    queryKey: ['articles', 'list', params],
    queryFn: () => api.get('articles', params),
  });

export interface ArticleList {
  /** What the address asks for. */
  query: ArticleListView;
  /** One page of the list with its pagination. */
  articles: Remote<ApiAnswers['articles']>;
  /** The popular tags: the most frequent keywords of the articles loaded (spec section 9). */
  tags: TagCount[];
  /** Applies a visitor's change to the address (a new history entry, so back restores it). */
  change: (change: ArticleListChange) => void;
}

export function useArticleList(search: URLSearchParams): ArticleList {
  const navigate = useNavigate();
  const query = useMemo(() => readArticleListParams(search), [search]);
  const list = useQuery(articlesQuery(useApi(), query));
  return {
    query,
    // Spec section 8: 'Coba Lagi' reloads the page.
    articles: toRemote(list, { isEmpty: (page) => page.data.length === 0, retry: reloadPage }),
    tags: list.data ? topTags(list.data.data) : [],
    change: (change) => {
      const next = changeArticleListParams(search, change).toString();
      void navigate({ search: next ? `?${next}` : '' });
    },
  };
}

export const loadArticleList: Load = ({ queryClient, api, url }) =>
  queryClient.ensureQueryData(articlesQuery(api, readArticleListParams(url.searchParams)));
