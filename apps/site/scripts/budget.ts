/**
 * The rules of the JavaScript budget: what counts as a page's initial JavaScript, and
 * how it is weighed. Pure functions over built files, so the check reads the same bytes on every
 * machine and run.
 */
import { gzipSync } from 'node:zlib';
import { parseAst } from 'vite';

/** The target: the home page's initial JavaScript at most 130 KB gzip... */
export const INITIAL_JS_TARGET_BYTES = 130 * 1024;

/** ...in at most 8 files, on every page (each file a request before the page is interactive). */
export const INITIAL_JS_MAX_FILES = 8;

/**
 * What the check enforces on the home page: the target itself, the data router included (the
 * home page's first JavaScript holds only what it runs: see scripts/chunk-groups.ts). Anything
 * heavier fails `npm test`; `pnpm check:budget` prints what each file weighs.
 */
export const INITIAL_JS_LIMIT_BYTES = INITIAL_JS_TARGET_BYTES;

/**
 * The module scripts a page starts with: every `<script type="module" src>`, the entry and the
 * chunks the inline loader starts after the first paint (its `data-entry` and `data-preload`), and every
 * `<link rel="modulepreload" href>`, in document order, without duplicates. Inline scripts (the
 * JSON boot data, JSON-LD) are data, not code, and have no src.
 */
export function pageModuleUrls(html: string): string[] {
  const urls: string[] = [];
  const add = (url: string | undefined | false) => {
    if (url && !urls.includes(url)) urls.push(url);
  };
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    if (/^<script\b/i.test(tag)) {
      if (attribute(tag, 'type') === 'module') add(attribute(tag, 'src'));
      // The loader, a classic inline script, and what it starts.
      add(attribute(tag, 'data-entry'));
      for (const url of attribute(tag, 'data-preload')?.split(' ') ?? []) add(url);
    } else if (/^<link\b/i.test(tag) && attribute(tag, 'rel') === 'modulepreload') {
      add(attribute(tag, 'href'));
    }
  }
  return urls;
}

/**
 * Every `<img>` tag without both a width and a height attribute: such an image takes its room
 * only once it has loaded, and the content below it shifts (CLS).
 */
export function imagesWithoutSize(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => !attribute(tag, 'width') || !attribute(tag, 'height'));
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/**
 * The specifiers a module imports statically (`import ... from`, `import '...'`,
 * `export ... from`): the browser fetches these before the module runs. Dynamic `import()` is
 * left out: it loads later, on demand.
 */
export function staticImports(code: string): string[] {
  const program = parseAst(code, { sourceType: 'module' });
  const specifiers: string[] = [];
  for (const node of program.body) {
    if (
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportAllDeclaration' ||
        node.type === 'ExportNamedDeclaration') &&
      node.source &&
      typeof node.source.value === 'string' &&
      !specifiers.includes(node.source.value)
    ) {
      specifiers.push(node.source.value);
    }
  }
  return specifiers;
}

export interface WeighedFile {
  /** Site path, e.g. '/assets/entry-client-AbC123.js'. */
  path: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * Every file a page's module scripts load, following static imports to the end, each weighed
 * once: its size and its size gzipped at level 9. `read` returns a file's bytes by site path.
 */
export function initialJavaScript(html: string, read: (path: string) => Buffer): WeighedFile[] {
  const files: WeighedFile[] = [];
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const content = read(path);
    files.push({
      path,
      bytes: content.length,
      gzipBytes: gzipSync(content, { level: 9 }).length,
    });
    for (const specifier of staticImports(content.toString('utf8'))) {
      visit(new URL(specifier, `http://site${path}`).pathname);
    }
  };
  for (const url of pageModuleUrls(html)) visit(new URL(url, 'http://site/').pathname);
  return files;
}

/** Each chunk's modules, by the chunk's file (`dist/client/.vite/chunk-modules.json`). */
export type ChunkModules = Record<string, readonly string[]>;

/** Module lists by page: what each page's first JavaScript holds. */
export type PageModules = Record<string, readonly string[]>;

/**
 * The modules of a page's first JavaScript: every module of each of its files (site paths, as
 * `initialJavaScript` names them), sorted, each once.
 */
export function pageModules(files: readonly string[], chunks: ChunkModules): string[] {
  const modules = new Set<string>();
  for (const file of files) {
    const listed = chunks[file.replace(/^\//, '')];
    if (!listed) throw new Error(`No module list for ${file}: was it built by vite.config.ts?`);
    for (const module of listed) modules.add(module);
  }
  return [...modules].sort();
}

/** What a page's first JavaScript holds now that the committed list does not have, and lacks. */
export interface ModuleChange {
  page: string;
  gained: string[];
  lost: string[];
}

/**
 * The pages whose first JavaScript differs from the committed lists, in the order of the page
 * names: a page the committed lists do not know gains every module it has, a page gone loses
 * every module it had.
 */
export function compareModules(committed: PageModules, current: PageModules): ModuleChange[] {
  const pages = [...new Set([...Object.keys(committed), ...Object.keys(current)])].sort();
  const changes: ModuleChange[] = [];
  for (const page of pages) {
    const before = new Set(committed[page] ?? []);
    const now = new Set(current[page] ?? []);
    const gained = [...now].filter((module) => !before.has(module)).sort();
    const lost = [...before].filter((module) => !now.has(module)).sort();
    if (gained.length > 0 || lost.length > 0) changes.push({ page, gained, lost });
  }
  return changes;
}
