import { pagePaths, type SearchKind } from '@klinik/clinic';
import { SearchPage } from '@klinik/ui';
import { Form, useSearchParams } from 'react-router-dom';
import { routeLoader } from '../app/route-loader';
import { searchPath } from '../app/search-path';
import { Seo } from '../app/seo';
import { loadSearch, searchText, useSearch } from '../data/use-search';

/** Searches that find something in every group of the seeded content, offered when none did. */
const suggestions = ['nyeri lutut', 'cedera olahraga', 'homecare', 'anak', 'lansia', 'biaya'].map(
  (label) => ({ label, href: searchPath(label) }),
);

/** Where "all results" of a group lead: the article list searches itself; the others list all. */
const morePaths: Record<SearchKind, (query: string) => string> = {
  article: (query) => `${pagePaths.articles}?${new URLSearchParams({ search: query }).toString()}`,
  service: () => pagePaths.services,
  faq: () => pagePaths.faq,
  location: () => pagePaths.locations,
};

/**
 * Rendered by the server for each request (the production server and the dev server both run
 * entry-server's render for /cari), so the results are in the HTML without script too.
 */
export const loader = routeLoader(loadSearch);

export function Component() {
  const [params] = useSearchParams();
  const search = useSearch(searchText(params));
  const asked = search.query !== '';
  return (
    <>
      <Seo
        title={asked ? `Hasil pencarian “${search.query}”` : 'Cari di Situs'}
        description="Cari layanan fisioterapi, artikel kesehatan, jawaban FAQ, dan lokasi cabang klinik kami di Bandung."
        path={asked ? searchPath(search.query) : pagePaths.search}
        noindex
      />
      <SearchPage
        query={search.query}
        results={search.results}
        action={pagePaths.search}
        as={Form}
        suggestions={suggestions}
        moreHref={(kind, query) => morePaths[kind](query)}
      />
    </>
  );
}
