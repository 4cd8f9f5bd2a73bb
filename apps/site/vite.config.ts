import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { INITIAL_JS_MAX_FILES } from './scripts/budget';
import { siteChunks } from './scripts/chunk-groups';
import { chunkModules } from './scripts/chunk-modules';
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

/** A module in one of these folders of the repository (or of a package in node_modules). */
const folder = (...paths: string[]) =>
  new RegExp(`(${paths.map((path) => path.replaceAll('/', '[\\\\/]')).join('|')})[\\\\/]`);

const frameworks = folder(
  'node_modules/react',
  'node_modules/react-dom',
  'node_modules/scheduler',
  'node_modules/react-router',
  'node_modules/react-router-dom',
  'node_modules/@tanstack',
);
const contract = folder('packages/clinic/src/contract');

/**
 * Every module but the frameworks' is placed by the module graph and the folders of the layout
 * (scripts/chunk-groups.ts has the rules, in order): `shared` holds what the home page's first
 * JavaScript needs, `pages` what two or more other pages need, and a folder names its chunk:
 * - `validation`: zod and the contract's schemas, for the pages that check a form or a parameter
 *   with them; `answers`: the schemas only the reading of the API's answers needs, loaded with the
 *   first answer (data/api-client.ts);
 * - `radix`: Radix's primitives and the FAQ area built on them (the FAQ of /faq and the service
 *   pages; the home page's comes later, the desktop navigation and the gallery's dialog too);
 * - `booking`: the booking area, for the three /janji-temu pages;
 * - `sections-<area>`: a site area's sections that two or more pages show.
 * No rule names a component: a component moved within its folder keeps its page's download.
 */
const chunks = siteChunks({
  entry: fileURLToPath(new URL('src/entry-client.tsx', import.meta.url)),
  home: fileURLToPath(new URL('src/routes/home.tsx', import.meta.url)),
  isPage: (id) => folder('apps/site/src/routes').test(id),
  skip: (id) => frameworks.test(id),
  folderChunk: (id) =>
    folder('node_modules/zod').test(id) || contract.test(id)
      ? 'validation'
      : folder('node_modules/@radix-ui', 'packages/ui/src/sections/faq').test(id)
        ? 'radix'
        : folder('packages/ui/src/sections/booking').test(id)
          ? 'booking'
          : undefined,
  answers: (id) => (contract.test(id) ? 'answers' : undefined),
  area: (id) => /packages[\\/]ui[\\/]src[\\/]sections[\\/]([^\\/]+)[\\/]/.exec(id)?.[1],
  maxFiles: INITIAL_JS_MAX_FILES,
  // The frameworks, Rolldown's runtime helpers, the entry, `shared` and the page's own chunk.
  fixedFiles: 5,
});

/** The frameworks' chunk: React, the router and TanStack Query, in one file of their own. */
const frameworksGroup = {
  name: 'frameworks',
  test: (id: string) =>
    frameworks.test(id) &&
    !/[\\/](infiniteQueryObserver|useInfiniteQuery|infiniteQueryOptions)\.js$/.test(id),
  priority: 20,
};

/**
 * The front desk's client (`vite build --mode desk`, build step 2): a build of its own, after the
 * public pages', into the same folder. Its entry (src/staff/entry-client.tsx), chunks and
 * stylesheet are named `assets/desk-*` in a manifest of their own (.vite/desk-manifest.json), so
 * no public page's chunk holds any of the desk's code, and no chunk the public pages load changes
 * with the desk's (one build's shared chunks would carry the code both entries use). The desk has
 * its own copy of the frameworks: staff open its pages, not the public ones, all day.
 */
const deskBuild = {
  outDir: 'dist/client',
  emptyOutDir: false,
  manifest: '.vite/desk-manifest.json',
  rollupOptions: {
    input: { entry: 'src/staff/entry-client.tsx' },
    output: {
      entryFileNames: 'assets/desk-[name]-[hash].js',
      chunkFileNames: 'assets/desk-[name]-[hash].js',
      // The fonts are the public build's own files (same bytes, same names); the rest is the desk's.
      assetFileNames: ({ names }: { names: readonly string[] }) =>
        names.some((name) => name.endsWith('.woff2'))
          ? 'assets/[name]-[hash][extname]'
          : 'assets/desk-[name]-[hash][extname]',
      codeSplitting: {
        groups: [
          frameworksGroup,
          // The desk's code but its pages in one file: a page starts with a handful of files
          // (the frameworks, this, the entry, its own chunk), not one per part it shows.
          {
            name: 'desk',
            test: (id: string) => !folder('apps/site/src/staff/routes').test(id),
            priority: 10,
          },
        ],
      },
    },
  },
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    siteFontFaces(['latin', 'latin-ext']),
    reactRouterProductionBuild(),
    // Each name imported from the module that declares it, not from a barrel: the graph the
    // chunks are planned on then says which page needs which module.
    directImports([
      '@klinik/ui',
      '@klinik/ui/desk',
      '@klinik/clinic',
      'lucide-react',
      '@tanstack/react-query',
    ]),
    ...(mode === 'desk'
      ? []
      : [
          chunks.plugin,
          // Each chunk's modules, for the budget's module list of every page
          // (scripts/check-budget.ts).
          chunkModules(fileURLToPath(new URL('../..', import.meta.url))),
        ]),
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
    : mode === 'desk'
      ? deskBuild
      : {
          outDir: 'dist/client',
          emptyOutDir: true,
          manifest: true,
          rollupOptions: {
            // The loader starts the entry after the first paint (see src/loader.ts).
            input: ['src/entry-client.tsx', 'src/loader.ts'],
            // Rolldown's chunk optimizations merge a module that only one chunk imports into
            // that chunk, the dynamic import of a deferred part (routes/home.tsx) included: the
            // part would be back in the page's first JavaScript. The groups below place the
            // chunks.
            experimental: { chunkOptimization: false },
            output: {
              codeSplitting: {
                groups: [
                  // The frameworks (React, the router, TanStack Query) in one chunk of their
                  // own: it changes only when a dependency does, so a deploy of app code leaves
                  // it in visitors' caches; one file, not one per framework, since each file is a
                  // round trip before the page is interactive. The gallery's "load more" list (an
                  // infinite query) stays with the gallery.
                  frameworksGroup,
                  // The rest, each module where chunk-groups.ts places it (a plan of the whole
                  // graph, so no group pulls in what another placed).
                  {
                    name: chunks.name,
                    debugName: 'site-chunks',
                    priority: 10,
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
