import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { directImports } from './scripts/direct-imports';
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

/**
 * The folders of the repository the chunks are named by: the library's layers and site areas
 * (packages/ui/src/…, docs/architecture.md), the contract's modules and the site's data. A chunk
 * names folders, never a component: a component moved within its area keeps its page's download.
 */
const folder = (...paths: string[]) =>
  new RegExp(`(${paths.map((path) => path.replaceAll('/', '[\\\\/]')).join('|')})[\\\\/]`);

/**
 * Parts that two or more pages show but the home page does not load with its first JavaScript,
 * each kind in a chunk of its own instead of `shared` (which every page loads):
 * - `forms`: the fields and the form card (the contact page's form, the booking's, the filters';
 *   the home page's consultation form comes after its first JavaScript, see routes/home.tsx);
 * - `booking`: the booking area of the library and the booking's data, rules, calls and paths
 *   (the three /janji-temu pages);
 * - `radix`: Radix's primitives but Slot (which every Button is made of) and the FAQ area built
 *   on them (the FAQ of /faq and the service pages; the home page's comes later, like its form;
 *   the desktop navigation and the gallery's dialog load after the page's first JavaScript).
 */
const partChunks = {
  forms: folder('packages/ui/src/primitives/field', 'packages/ui/src/primitives/form-card'),
  booking: new RegExp(
    `${folder('packages/ui/src/sections/booking').source}|apps[\\/]site[\\/]src[\\/]data[\\/](use-booking|booking-api)\\.|packages[\\/]clinic[\\/]src[\\/](booking|contract[\\/]booking-paths)\\.`,
  ),
  radix: new RegExp(
    `node_modules[\\/]@radix-ui[\\/](?!react-slot|react-compose-refs)|${folder('packages/ui/src/sections/faq').source}`,
  ),
};

/**
 * The site areas of the library that the home page does not show: each area's sections in a
 * chunk of its own (`sections-<area>`), loaded by the pages that show them, instead of `shared`.
 */
const areaChunk =
  /packages[\\/]ui[\\/]src[\\/]sections[\\/](about|articles|careers|gallery|legal|locations|search)[\\/]/;

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
    // Each name imported from the module that declares it, not from a barrel: the module graph
    // then says which page needs which module.
    directImports(['@klinik/ui', '@klinik/clinic', 'lucide-react', '@tanstack/react-query']),
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
                // What two or more pages share (the primitives, states, layout and the sections
                // of the home page's areas, icons, the clinic's facts) travels in one chunk: a page
                // starts with a handful of files instead of one request per icon.
                {
                  name: 'shared',
                  test: (id) =>
                    !validation.test(id) &&
                    !areaChunk.test(id) &&
                    !Object.values(partChunks).some((part) => part.test(id)),
                  minShareCount: 2,
                  priority: 10,
                },
                { name: 'forms', test: partChunks.forms, priority: 9 },
                { name: 'radix', test: partChunks.radix, priority: 9 },
                // Only the area's own modules: what they import stays where it is.
                {
                  name: (id) => {
                    const area = areaChunk.exec(id)?.[1];
                    return area ? `sections-${area}` : null;
                  },
                  priority: 9,
                  includeDependenciesRecursively: false,
                },
                { name: 'booking', test: partChunks.booking, priority: 7 },
                // zod and the contract's schemas, for the pages that validate with them, never in
                // what the other pages load; above `booking`, so the booking schemas stay here.
                { name: 'validation', test: validation, priority: 8 },
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
