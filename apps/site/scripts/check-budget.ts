/**
 * `pnpm check:budget`, run by `npm test` after the production build: weighs the home page's
 * initial JavaScript in dist/client (the entry script, every modulepreload, and what they import
 * statically, each gzipped at level 9), prints it file by file, and fails above the budget.
 * `--limit=BYTES` checks against another figure (to see the check fail). It also fails when a
 * prerendered page has an <img> without width and height.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  imagesWithoutSize,
  INITIAL_JS_LIMIT_BYTES,
  INITIAL_JS_TARGET_BYTES,
  initialJavaScript,
} from './budget';

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));
const homeHtml = join(clientDir, 'index.html');

function limitFromArgs(): number {
  const arg = process.argv.slice(2).find((value) => value.startsWith('--limit='));
  if (!arg) return INITIAL_JS_LIMIT_BYTES;
  const limit = Number(arg.slice('--limit='.length));
  if (!Number.isInteger(limit) || limit <= 0) throw new Error(`Bad ${arg}: bytes expected`);
  return limit;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main(): void {
  const limit = limitFromArgs();
  if (!existsSync(homeHtml))
    throw new Error(`${homeHtml} does not exist: run \`pnpm build\` first`);

  const files = initialJavaScript(readFileSync(homeHtml, 'utf8'), (path) =>
    readFileSync(join(clientDir, path)),
  );
  const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const raw = files.reduce((sum, file) => sum + file.bytes, 0);

  console.log('Initial JavaScript of / (gzip level 9):');
  for (const file of [...files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`${String(file.gzipBytes).padStart(8)}  ${file.path}`);
  }
  console.log(
    `${String(total).padStart(8)}  total in ${files.length} files (${kb(total)} gzip, ${kb(raw)} raw)`,
  );
  console.log(
    `limit ${limit} bytes (${kb(limit)}); issue 7's target ${INITIAL_JS_TARGET_BYTES} bytes (${kb(INITIAL_JS_TARGET_BYTES)}): ${total <= INITIAL_JS_TARGET_BYTES ? 'met' : `missed by ${total - INITIAL_JS_TARGET_BYTES} bytes`}`,
  );
  if (total > limit) {
    console.error(`Over budget by ${total - limit} bytes.`);
    process.exitCode = 1;
  }

  const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  let unsized = 0;
  for (const page of pages) {
    for (const tag of imagesWithoutSize(readFileSync(join(clientDir, page), 'utf8'))) {
      console.error(`${page}: <img> without width and height: ${tag}`);
      unsized += 1;
    }
  }
  console.log(`Images: ${unsized} of the <img> in ${pages.length} pages lack width or height.`);
  if (unsized > 0) process.exitCode = 1;
}

main();
