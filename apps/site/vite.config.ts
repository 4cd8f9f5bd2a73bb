import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { themeColor } from './scripts/theme-color';

/**
 * The site's faces of the self-hosted font, from the rules Tailwind compiled, before Vite emits
 * the files (so dropped files are not even copied):
 * - only the given subsets: the site's text is Indonesian, so the Cyrillic and Vietnamese faces
 *   (one of them inlined as base64) go;
 * - `font-display: optional` instead of swap: a font that is not there within the first 100 ms
 *   (a first visit on slow data) is not swapped in later, so no text ever reflows under the
 *   reader's eyes (the swap moved headings by a line: CLS 0.03); the metric-matched fallback of
 *   theme.css stands in, and the next page load has the font from the cache.
 * Storybook keeps theme.css as it is (swap, every subset): the latin file is the same file, so
 * text renders identically.
 */
function siteFontFaces(subsets: string[]): Plugin {
  return {
    name: 'klinik:site-font-faces',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.css') || !code.includes('@font-face')) return null;
      return code.replace(/@font-face\s*\{[^}]*\}/g, (rule) => {
        const subset = /plus-jakarta-sans-([a-z-]+)-wght-(?:normal|italic)\.woff2/.exec(rule)?.[1];
        if (!subset) return rule;
        if (!subsets.includes(subset)) return '';
        return rule.replace(/font-display:\s*swap/, 'font-display: optional');
      });
    },
  };
}

/**
 * react-router's package exports point every condition at its development build (dev warnings
 * on); its production twin sits beside it with the same files. The client build takes that one.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'klinik:react-router-production',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (
        resolved && {
          ...resolved,
          id: resolved.id.replace('/dist/development/', '/dist/production/'),
        }
      );
    },
  };
}

const ui = (folders: string) =>
  new RegExp(`packages[\\\\/]ui[\\\\/]src[\\\\/](${folders})[\\\\/.]`);

/**
 * Library parts that two or more pages show but the home page does not load with its first
 * JavaScript, each kind in a chunk of its own instead of `shared` (which every page loads):
 * - `forms`: the fields and forms (the contact page's form; the home page's consultation form
 *   comes after its first JavaScript, see routes/home.tsx);
 * - `booking`: the booking parts, their data, rules, API calls and paths (the three /janji-temu
 *   pages);
 * - `radix`: Radix's primitives but Slot (which every Button is made of) and the FAQ accordion
 *   built on them (the FAQ of /faq and the service pages; the home page's comes later, like its
 *   form; the desktop navigation and the gallery's dialog load after hydration);
 * - the parts every page's layout loads after its first JavaScript (routes/layout: the search
 *   box, which /cari imports too; the open-now line, which the branch cards and the contact page
 *   import too; the maintenance band) and the share buttons (the article and service pages only),
 *   each a chunk of its own, and the open-now rules, which the open-now line and the booking rules
 *   share.
 */
const partChunks = {
  forms: ui(
    'components[\\\\/](field|form-card|contact-form|consultation-form)|hooks[\\\\/](use-form-answer)',
  ),
  radix: new RegExp(
    `node_modules[\\\\/]@radix-ui[\\\\/](?!react-slot|react-compose-refs)|${ui('components[\\\\/]faq-accordion').source}`,
  ),
  booking: new RegExp(
    `${ui('(components|templates)[\\\\/]booking-[\\w-]+').source}|apps[\\\\/]site[\\\\/]src[\\\\/]data[\\\\/](use-booking|booking-api)|packages[\\\\/]clinic[\\\\/]src[\\\\/](booking|contract[\\\\/]booking-paths)\\.`,
  ),
};
const keptOutOfShared = new RegExp(
  `${ui('components[\\\\/](site-search|share-buttons|open-status|maintenance-notice)|hooks[\\\\/]use-open-status').source}|packages[\\\\/]clinic[\\\\/]src[\\\\/]opening-hours\\.`,
);

/**
 * The contract's modules that only describe the API's answers: the site reads answers with them
 * (`readAnswer`, loaded with the first answer to read, see data/api-client.ts), and no form
 * validates with them.
 */
const answers =
  /packages[\\/]clinic[\\/]src[\\/]contract[\\/](answers|read|articles|categories|people|references|faqs|jobs|pages|services|galleries|search)\./;

/** zod and the modules of the contract that build schemas with it (not its options and paths). */
const validation =
  /node_modules[\\/]zod[\\/]|packages[\\/]clinic[\\/]src[\\/]contract[\\/](?!(options|paths|path-parts|booking-paths|forms)\.)/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    siteFontFaces(['latin', 'latin-ext']),
    reactRouterProductionBuild(),
  ],
  define: {
    // The public origin (canonical and share URLs): one setting, read at build time.
    // Empty means the clinic's default origin from @klinik/clinic (see app/seo.tsx).
    __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? ''),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __THEME_COLOR__: JSON.stringify(themeColor('primary')),
  },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node22' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        rollupOptions: {
          // The loader starts the entry after the first paint (see src/loader.ts).
          input: ['src/entry-client.tsx', 'src/loader.ts'],
          // Rolldown's chunk optimizations merge a module that only one chunk imports into that
          // chunk, the dynamic import of a deferred part (routes/home.tsx) included: the part
          // would be back in the page's first JavaScript. The groups below place the chunks.
          experimental: { chunkOptimization: false },
          output: {
            codeSplitting: {
              groups: [
                // The frameworks (React, the router, TanStack Query) in one chunk of their own:
                // it changes only when a dependency does, so a deploy of app code leaves it in
                // visitors' caches; one file, not one per framework, since each file is a round
                // trip before the page is interactive. The gallery's "load more" list (an
                // infinite query) stays with the gallery.
                // (Rolldown keeps its own runtime, 0.4 KB of module helpers, in a file apart: no
                // group can take it in.)
                {
                  name: 'frameworks',
                  test: (id) =>
                    /node_modules[\\/]((react|react-dom|scheduler|react-router(-dom)?)[\\/]|@tanstack[\\/])/.test(
                      id,
                    ) &&
                    !/[\\/](infiniteQueryObserver|useInfiniteQuery|infiniteQueryOptions)\.js$/.test(
                      id,
                    ),
                  priority: 20,
                },
                // What two or more pages share (library components, icons, rules) travels in one
                // chunk: a page starts with a handful of files instead of one request per icon,
                // each paying a round trip. Chunks per set of pages (entriesAware) were measured:
                // more files and more bytes for the home page.
                {
                  name: 'shared',
                  test: (id) =>
                    !validation.test(id) &&
                    !partChunks.forms.test(id) &&
                    !partChunks.radix.test(id) &&
                    !partChunks.booking.test(id) &&
                    !keptOutOfShared.test(id),
                  minShareCount: 2,
                  priority: 10,
                },
                { name: 'forms', test: partChunks.forms, priority: 9 },
                { name: 'radix', test: partChunks.radix, priority: 9 },
                { name: 'booking', test: partChunks.booking, priority: 7 },
                // zod and the contract's schemas, for the pages that validate with them (the
                // address of /artikel, the forms of /kontak and /janji-temu), never in what the
                // other pages load. Below `shared`, so what they import from the clinic's facts
                // stays there; above `booking` (a group takes in what its modules import), so the
                // booking schemas and the rules they check with stay here and /artikel and
                // /kontak never load the booking chunk.
                { name: 'validation', test: validation, priority: 8 },
                // The answers' schemas apart from the forms' (above `validation`): a page with a
                // form builds only the schemas it checks its fields with. Only the modules named
                // here: what they import (zod, the forms' schemas) stays where it is.
                {
                  name: 'answers',
                  test: answers,
                  priority: 9,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
  ssr: {
    // Workspace packages ship TypeScript source: bundle them into the server build.
    noExternal: ['@klinik/ui', '@klinik/clinic'],
  },
}));
