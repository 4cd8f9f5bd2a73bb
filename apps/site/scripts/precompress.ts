/**
 * Writes file.br and file.gz beside every text file of the built site, so the production server
 * sends compressed bytes without compressing on each request (apps/api/src/static.ts picks the
 * best one the browser accepts). Uncompressed, the home page's HTML, CSS and JavaScript are about
 * 570 KB; a phone on a slow network waits for every one of them.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.xml']);
/** Below this a compressed copy saves less than the extra round of headers costs. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses every eligible file under `dir`; returns how many files got compressed copies. */
export async function precompressSite(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && compressible.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name))
    // Dot folders (Vite's manifest) are never served.
    .filter(
      (file) =>
        !relative(dir, file)
          .split(sep)
          .some((part) => part.startsWith('.')),
    );
  const done = await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return false;
      const [br, gz] = await Promise.all([
        // Quality 9 of 11: within 8 % of the smallest, at a tenth of the time.
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      return true;
    }),
  );
  return done.filter(Boolean).length;
}
