/**
 * `pnpm check:budget`, run by `npm test` after the production build: weighs the initial
 * JavaScript of every prerendered page in dist/client (the entry script, every modulepreload,
 * and what they import statically, each gzipped at level 9), prints it page by page and the home
 * page's file by file, and fails when the home page is over its limit or any page starts with
 * more than INITIAL_JS_MAX_FILES files. `--limit=BYTES` checks the home page against another
 * figure (to see the check fail). It also fails when a prerendered page has an <img> without
 * width and height.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  imagesWithoutSize,
  INITIAL_JS_LIMIT_BYTES,
  INITIAL_JS_MAX_FILES,
  INITIAL_JS_TARGET_BYTES,
  initialJavaScript,
  type WeighedFile,
} from './budget';

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));

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
  const weigh = (page: string) =>
    initialJavaScript(readFileSync(join(clientDir, page), 'utf8'), (path) =>
      readFileSync(join(clientDir, path)),
    );

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

main();
