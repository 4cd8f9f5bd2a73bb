import { controlCharacter, MAX_SEARCH_LENGTH, type SearchResults } from '@klinik/clinic';
import type { Remote } from '@klinik/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';
import type { Load } from './load';
import { toRemote } from './remote';

export const searchQuery = (api: ApiClient, text: string) =>
  queryOptions({
    queryKey: ['search', text],
    queryFn: async () => (await api.get('search', text)).data,
  });

const controlCharacters = new RegExp(controlCharacter.source, 'g');

/**
 * The text of `?q=` as the search box can send it: control characters as spaces, at most the
 * API's length (an address typed by hand may hold more), trimmed. The API would refuse the rest.
 */
export function searchText(search: URLSearchParams): string {
  return (search.get('q') ?? '').replace(controlCharacters, ' ').slice(0, MAX_SEARCH_LENGTH).trim();
}

export interface SiteSearch {
  /** What was searched for ('' when nothing was). */
  query: string;
  /** The results; 'empty' when nothing matched or nothing was asked. */
  results: Remote<SearchResults>;
}

/** GET /search?q=: the site search of /cari. Nothing is asked for an empty text. */
export function useSearch(text: string): SiteSearch {
  const query = useQuery({ ...searchQuery(useApi(), text), enabled: text !== '' });
  return {
    query: text,
    results:
      text === '' ? { status: 'empty' } : toRemote(query, { isEmpty: (data) => data.total === 0 }),
  };
}

export const loadSearch: Load = async ({ queryClient, api, url }) => {
  const text = searchText(url.searchParams);
  if (text) await queryClient.ensureQueryData(searchQuery(api, text));
};
