import { SearchX } from 'lucide-react';
import { pagePaths, type SearchKind, type SearchResults as Results } from '@klinik/clinic';
import { AppLink } from '../../primitives/app-link/app-link';
import { EmptyState } from '../../feedback/empty-state/empty-state';
import { ListState } from '../../feedback/list-state/list-state';
import { PageHero } from '../../layout/page-hero/page-hero';
import { SearchResults } from '../../sections/search/search-results/search-results';
import { SiteSearch } from '../../sections/search/site-search/site-search';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import type { FormComponent } from '../../lib/form';
import type { Remote } from '../../lib/remote';

type SearchPageProps = {
  /** The text searched for, as the address has it ('' for none). */
  query: string;
  /** The search's answer; 'empty' when nothing matched (or nothing was asked). */
  results: Remote<Results>;
  /** The search page's own address (its box is a GET form to it). */
  action?: string;
  /** What the search form renders as: the site's router form (a client navigation with script). */
  as?: FormComponent;
  /** Searches to offer when nothing was asked or nothing matched, each a link. */
  suggestions: readonly { label: string; href: string }[];
  /** Where "all results" of a group lead (the article list's own search, the FAQ page). */
  moreHref?: (kind: SearchKind, query: string) => string | undefined;
};

/** What to do next when nothing was asked, or nothing matched. */
function Suggestions({ suggestions }: Pick<SearchPageProps, 'suggestions'>) {
  return (
    <div className="mt-6">
      <h2 className="text-foreground text-base font-bold">Pencarian yang sering dicari</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {suggestions.map((suggestion) => (
          <li key={suggestion.href}>
            <AppLink
              href={suggestion.href}
              className="border-border bg-background text-primary hover:bg-primary-soft inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold"
            >
              {suggestion.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * /cari: the site search box and the results grouped by kind (services, articles, FAQ answers,
 * branches) with the matched words highlighted; with nothing asked or nothing found, what to
 * try next.
 */
function SearchPage({
  query,
  results,
  action = pagePaths.search,
  as,
  suggestions,
  moreHref,
}: SearchPageProps) {
  const asked = query.trim() !== '';
  return (
    <>
      <PageHero
        eyebrow="Pencarian"
        title={asked ? `Hasil pencarian “${query.trim()}”` : 'Cari di Situs'}
        description="Cari layanan, artikel kesehatan, jawaban FAQ, dan lokasi cabang klinik kami."
      >
        <SiteSearch
          // A new search from the header or a suggestion shows its own text.
          key={query}
          action={action}
          defaultValue={query}
          as={as}
          size="lg"
          label="Kata pencarian"
          className="w-full max-w-xl"
        />
      </PageHero>
      <div className="max-w-page mx-auto px-4 py-10 sm:px-6 md:py-14">
        {asked ? (
          <ListState<Results>
            dataSlot="search-page-results"
            state={results}
            loadingLabel="Mencari…"
            errorTitle="Pencarian gagal dimuat"
            headingLevel="h2"
            skeleton={
              <div className="grid gap-3">
                {[0, 1, 2].map((index) => (
                  <Skeleton key={index} radius="xl" className="h-24" />
                ))}
              </div>
            }
            empty={
              <div>
                <EmptyState
                  icon={SearchX}
                  title={`Tidak ada hasil untuk “${query.trim()}”`}
                  description="Periksa ejaannya, pakai kata yang lebih umum (misalnya “lutut” atau “punggung”), atau cari dengan kata lain. Anda juga bisa bertanya langsung kepada kami lewat WhatsApp."
                  action={
                    <AppLink
                      href={pagePaths.contact}
                      className="text-primary inline-flex min-h-11 items-center font-semibold hover:underline"
                    >
                      Hubungi kami
                    </AppLink>
                  }
                />
                <Suggestions suggestions={suggestions} />
              </div>
            }
          >
            {(data) => (
              <>
                <p role="status" className="text-muted-foreground mb-8">
                  Ditemukan {data.total} hasil untuk “{data.query}”.
                </p>
                <SearchResults results={data} moreHref={moreHref} />
              </>
            )}
          </ListState>
        ) : (
          <div>
            <p className="text-foreground max-w-2xl text-lg text-pretty">
              Ketik kata kunci di kotak pencarian, misalnya nama keluhan (“nyeri lutut”), layanan
              (“homecare”), atau cabang (“Kiaracondong”).
            </p>
            <Suggestions suggestions={suggestions} />
          </div>
        )}
      </div>
    </>
  );
}

export { SearchPage, type SearchPageProps };
