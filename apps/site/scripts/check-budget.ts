/**
 * `pnpm check:budget`, run by `npm test` after the production build: weighs the initial
 * JavaScript of every prerendered page in dist/client (the entry script, every modulepreload,
 * and what they import statically, each gzipped at level 9), prints it page by page and the home
 * page's file by file, and fails when the home page is over its limit or any page starts with
 * more than INITIAL_JS_MAX_FILES files. `--limit=BYTES` checks the home page against another
 * figure (to see the check fail). It also fails when a prerendered page has an <img> without
 * width and height.
 *
 * It lists the modules of each page's first JavaScript (the build writes each chunk's modules,
 * scripts/chunk-modules.ts), one list per route, since every page of a route starts with the
 * same files, and compares them with the committed apps/site/budget-modules.json: it fails when a
 * page gains a module it did not have, naming the page and the modules, and reports what pages
 * lost. `--write-modules` writes the lists of this build to that file instead (commit it with the
 * change that moved the modules).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  compareModules,
  imagesWithoutSize,
  INITIAL_JS_LIMIT_BYTES,
  INITIAL_JS_MAX_FILES,
  INITIAL_JS_TARGET_BYTES,
  initialJavaScript,
  pageModules,
  type ChunkModules,
  type PageModules,
  type WeighedFile,
} from './budget';
import { CHUNK_MODULES_FILE } from './chunk-modules';

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));
const modulesFile = fileURLToPath(new URL('../budget-modules.json', import.meta.url));

function limitFromArgs(): number {
  const arg = process.argv.slice(2).find((value) => value.startsWith('--limit='));
  if (!arg) return INITIAL_JS_LIMIT_BYTES;
  const limit = Number(arg.slice('--limit='.length));
  if (!Number.isInteger(limit) || limit <= 0) throw new Error(`Bad ${arg}: bytes expected`);
  return limit;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipTotal = (files: WeighedFile[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0);

/** The site path a prerendered file answers: 'karir/index.html' -> '/karir'. */
function pagePath(file: string): string {
  if (file === '404.html') return '(404 page)';
  return `/${file.replace(/(^|\/)index\.html$/, '')}`;
}

function main(): void {
  const limit = limitFromArgs();
  if (!existsSync(join(clientDir, 'index.html'))) {
    throw new Error(`${clientDir}/index.html does not exist: run \`pnpm build\` first`);
  }
  const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
  const weighed = new Map(
    pages.map((page) => [
      page,
      initialJavaScript(readFileSync(join(clientDir, page), 'utf8'), (path) =>
        readFileSync(join(clientDir, path)),
      ),
    ]),
  );
  const weigh = (page: string) => weighed.get(page) ?? [];

  const home = weigh('index.html');
  const homeTotal = gzipTotal(home);
  console.log('Initial JavaScript of / (gzip level 9):');
  for (const file of [...home].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`${String(file.gzipBytes).padStart(8)}  ${file.path}`);
  }
  console.log(
    `${String(homeTotal).padStart(8)}  total in ${home.length} files (${kb(homeTotal)} gzip, ${kb(home.reduce((sum, file) => sum + file.bytes, 0))} raw)`,
  );
  console.log(
    `limit ${limit} bytes (${kb(limit)}) in at most ${INITIAL_JS_MAX_FILES} files; target ${kb(INITIAL_JS_TARGET_BYTES)}: ${homeTotal <= INITIAL_JS_TARGET_BYTES ? 'met' : `missed by ${homeTotal - INITIAL_JS_TARGET_BYTES} bytes`}`,
  );
  if (homeTotal > limit) {
    console.error(`The home page is over its limit by ${homeTotal - limit} bytes.`);
    process.exitCode = 1;
  }

  console.log('\nInitial JavaScript of every page (gzip level 9):');
  let tooMany = 0;
  for (const page of pages) {
    const files = weigh(page);
    const smallest = Math.min(...files.map((file) => file.gzipBytes));
    const over = files.length > INITIAL_JS_MAX_FILES;
    if (over) tooMany += 1;
    console.log(
      `${kb(gzipTotal(files)).padStart(9)}  ${String(files.length).padStart(2)} files (smallest ${smallest} B)  ${pagePath(page)}${over ? '  TOO MANY FILES' : ''}`,
    );
  }
  if (tooMany > 0) {
    console.error(`${tooMany} pages start with more than ${INITIAL_JS_MAX_FILES} files.`);
    process.exitCode = 1;
  }

  checkModules(pages, weigh);

  let unsized = 0;
  for (const page of pages) {
    for (const tag of imagesWithoutSize(readFileSync(join(clientDir, page), 'utf8'))) {
      console.error(`${page}: <img> without width and height: ${tag}`);
      unsized += 1;
    }
  }
  console.log(`\nImages: ${unsized} of the <img> in ${pages.length} pages lack width or height.`);
  if (unsized > 0) process.exitCode = 1;
}

/**
 * Each route's module list (every page of a route starts with the same files; a page no route
 * chunk names is listed by its path), compared with the committed lists or written to them.
 */
function checkModules(pages: string[], weigh: (page: string) => WeighedFile[]): void {
  const listFile = join(clientDir, CHUNK_MODULES_FILE);
  if (!existsSync(listFile)) throw new Error(`${listFile} does not exist: run \`pnpm build\``);
  const chunks = JSON.parse(readFileSync(listFile, 'utf8')) as ChunkModules;
  const shown = relative(process.cwd(), modulesFile);
  const manifest = JSON.parse(
    readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const routeOfFile = new Map<string, string>();
  for (const [source, chunk] of Object.entries(manifest)) {
    const route = /^src\/routes\/([^/]+)\.tsx$/.exec(source)?.[1];
    if (route) routeOfFile.set(`/${chunk.file}`, route);
  }
  const current: Record<string, string[]> = {};
  const pagesOf: Record<string, string[]> = {};
  for (const page of pages) {
    const files = weigh(page).map((file) => file.path);
    const route = files.map((file) => routeOfFile.get(file)).find(Boolean) ?? pagePath(page);
    current[route] = [
      ...new Set([...(current[route] ?? []), ...pageModules(files, chunks)]),
    ].sort();
    (pagesOf[route] ??= []).push(pagePath(page));
  }
  const sorted: PageModules = Object.fromEntries(
    Object.entries(current).sort(([a], [b]) => (a < b ? -1 : 1)),
  );

  if (process.argv.includes('--write-modules')) {
    writeFileSync(modulesFile, `${JSON.stringify(sorted, null, 2)}\n`);
    console.log(
      `\nModules: the lists of ${Object.keys(sorted).length} routes written to ${shown}.`,
    );
    return;
  }
  const committed = existsSync(modulesFile)
    ? (JSON.parse(readFileSync(modulesFile, 'utf8')) as PageModules)
    : {};
  const changes = compareModules(committed, sorted);
  const modules = (count: number) => `${count} module${count === 1 ? '' : 's'}`;
  const named = (route: string) => {
    const routePages = pagesOf[route] ?? [];
    const more = routePages.length > 1 ? ` and ${routePages.length - 1} more pages` : '';
    return `${routePages[0] ?? 'no page now'}${more} (route ${route})`;
  };
  let gains = 0;
  for (const { page, gained, lost } of changes) {
    if (gained.length > 0) {
      gains += 1;
      console.error(`\n${named(page)} starts with ${modules(gained.length)} it did not have:`);
      for (const module of gained) console.error(`  + ${module}`);
    }
    if (lost.length > 0) {
      console.log(`\n${named(page)} no longer starts with ${modules(lost.length)}:`);
      for (const module of lost) console.log(`  - ${module}`);
    }
  }
  console.log(
    `\nModules of ${Object.keys(sorted).length} routes compared with ${shown}: ${gains} gained some, ${changes.length - gains} only lost some.`,
  );
  if (gains > 0) {
    console.error(
      'A page gained modules: if that is meant, run `pnpm check:budget --write-modules` and commit budget-modules.json.',
    );
    process.exitCode = 1;
  }
}

main();
