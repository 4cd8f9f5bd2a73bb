import type { ApiAnswers } from '@klinik/clinic';
import type { Remote } from '@klinik/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';
import type { Load } from './load';
import { toRemote } from './remote';

/** The calls without arguments that answer `{ success, data: [...] }`. */
type ListEndpoint = 'services' | 'faqs' | 'team' | 'testimonials' | 'featuredArticles';

/**
 * The query, the hook and the load of a whole list read in one call: what the `use-<list>.ts`
 * files declare for their endpoint.
 */
export function listSource<E extends ListEndpoint>(endpoint: E) {
  type Items = ApiAnswers[E]['data'];
  // `get` of an endpoint without arguments; TypeScript cannot pick the overload for a generic E.
  const get = (api: ApiClient) => api.get as (name: E) => Promise<ApiAnswers[E]>;
  const query = (api: ApiClient) =>
    queryOptions({
      queryKey: [endpoint],
      queryFn: async (): Promise<Items> => (await get(api)(endpoint)).data,
    });
  function use(): Remote<Items> {
    return toRemote(useQuery(query(useApi())));
  }
  const load: Load = ({ queryClient, api }) => queryClient.ensureQueryData(query(api));
  return { query, use, load };
}
