/**
 * What a built site needs to render a page: its CSS and the loader's code to inline and, per
 * matched route, the scripts to name, from Vite's manifest in dist/client. The prerenderer
 * (build step 3) and the production server (pages rendered per request, like /cari) read the
 * same. The front desk's pages (`deskEntry`) have an entry, routes and stylesheet of their own,
 * read the same way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentAssets, InlineHead } from '../app/document';

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** A client entry of the build, as Vite's manifest names its files. */
export interface BuiltEntry {
  /** The build's manifest in the client folder. */
  manifest: string;
  /** The entry module, e.g. 'src/entry-client.tsx'. */
  entry: string;
  /** The folder of its lazy route modules: a route with the id `x` is `<routes>/x.tsx`. */
  routes: string;
  /**
   * The inline starter that adds the entry after the first paint (src/loader.ts); without it the
   * page names the entry as a plain module script.
   */
  loader?: string;
}

const LOADER_KEY = 'src/loader.ts';

/** The public pages: the entry the inline starter adds after the first paint. */
export const siteEntry: BuiltEntry = {
  manifest: '.vite/manifest.json',
  entry: 'src/entry-client.tsx',
  routes: 'src/routes',
  loader: LOADER_KEY,
};

/**
 * The front desk's pages: a build of their own (vite.config.ts, `--mode desk`), their entry named
 * by the page as a plain module script (staff open the desk on one tablet all day: the starter's
 * gain on a first paint is not theirs).
 */
export const deskEntry: BuiltEntry = {
  manifest: '.vite/desk-manifest.json',
  entry: 'src/staff/entry-client.tsx',
  routes: 'src/staff/routes',
};

export interface BuiltSite {
  /** The entry and the module chunks of the matched routes (by route id), after the paint. */
  assets: (routeIds: string[]) => DocumentAssets;
  /**
   * What every page carries in its <head>: the site's CSS, every file of it (the entry's; routes
   * add none), about 10 KB gzip, smaller than what a second round trip for a stylesheet costs a
   * phone; and the loader's code (src/loader.ts), which starts the entry after the first paint,
   * where the entry has one.
   */
  inline: Pick<InlineHead, 'css' | 'loader'> & { css: string };
}

export function readBuiltSite(clientDir: string, built: BuiltEntry = siteEntry): BuiltSite {
  const manifest = JSON.parse(readFileSync(join(clientDir, built.manifest), 'utf8')) as Record<
    string,
    ManifestChunk
  >;

  /** A chunk's own file and, recursively, the chunks it imports statically. */
  function chunkFiles(key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return { js: [], css: [] };
    seen.add(key);
    const nested = (chunk.imports ?? []).map((child) => chunkFiles(child, seen));
    return {
      js: [chunk.file, ...nested.flatMap((n) => n.js)],
      css: [...(chunk.css ?? []), ...nested.flatMap((n) => n.css)],
    };
  }

  const entry = chunkFiles(built.entry);
  const [entryFile, ...entryImports] = entry.js;
  if (!entryFile) throw new Error(`${built.entry} is missing from the Vite manifest`);
  const loader = built.loader === undefined ? undefined : manifest[built.loader];
  if (built.loader !== undefined && (!loader || (loader.imports ?? []).length > 0)) {
    throw new Error(`${built.loader} must be built as a module of its own that imports nothing`);
  }
  const url = (file: string) => `/${file}`;

  return {
    inline: {
      css: entry.css.map((file) => readFileSync(join(clientDir, file), 'utf8')).join('\n'),
      ...(loader
        ? { loader: classicScript(readFileSync(join(clientDir, loader.file), 'utf8')) }
        : {}),
    },
    assets(routeIds) {
      const routes = routeIds.map((id) =>
        chunkFiles(`${built.routes}/${id.split(':')[0] ?? id}.tsx`),
      );
      if (routes.some((route) => route.css.some((file) => !entry.css.includes(file)))) {
        throw new Error('A route has CSS of its own: inline it with the site CSS (inline.css)');
      }
      return {
        entry: url(entryFile),
        afterPaint: loader !== undefined,
        css: [],
        preload: [...new Set([...entryImports, ...routes.flatMap((r) => r.js)])]
          .filter((file) => file !== entryFile)
          .map(url),
      };
    },
  };
}

/**
 * The loader, built as a module that imports nothing, as the classic script <head> runs at once:
 * its top-level names kept out of the page's global scope, strict as a module is. The code is
 * compiled here, not run, so module-only syntax (an import, an export, import.meta, a top-level
 * await) fails the build and the server's start instead of the page.
 */
function classicScript(module: string): string {
  const code = `(()=>{"use strict";${module.trim()}})();`;
  try {
    new Function(code);
  } catch (error) {
    throw new Error(`${LOADER_KEY} cannot run as a classic script`, { cause: error });
  }
  return code;
}
