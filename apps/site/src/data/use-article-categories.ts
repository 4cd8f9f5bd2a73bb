import type { CategoryDetail } from '@klinik/clinic';
import type { Remote } from '@klinik/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';
import type { Load } from './load';
import { toRemote } from './remote';

export const articleCategoriesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['categories', 'article'],
    queryFn: async () => (await api.get('categories', 'article')).data,
  });

/** The article categories with their counts, for the filter panel of /artikel. */
export function useArticleCategories(): Remote<CategoryDetail[]> {
  return toRemote(useQuery(articleCategoriesQuery(useApi())));
}

export const loadArticleCategories: Load = ({ queryClient, api }) =>
  queryClient.ensureQueryData(articleCategoriesQuery(api));
