import { pagePaths } from '@klinik/clinic';

/** The search page's address for a text: '/cari?q=nyeri%20lutut'. */
export function searchPath(query: string): string {
  return `${pagePaths.search}?${new URLSearchParams({ q: query }).toString()}`;
}
