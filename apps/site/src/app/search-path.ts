/** The site search page (rendered by the server per request: see README, "Site search"). */
export const SEARCH_PATH = '/cari';

/** The search page's address for a text: '/cari?q=nyeri%20lutut'. */
export function searchPath(query: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ q: query }).toString()}`;
}
