import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';

export type Encoding = 'br' | 'gzip';

/** Below this, headers and framing outweigh what compression saves (Hono's compress agrees). */
export const minCompressBytes = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * How hard to compress. `files` (the site) are compressed once per file and kept: on our 400 KB
 * bundle brotli 9 is 7% larger than 11 but takes 40 ms instead of 800 ms (measured), which the
 * first visitor after a deploy would otherwise wait for. `api` JSON is compressed again whenever
 * the data changes (every article view does), so it takes the fast levels.
 */
const levels = {
  files: { brotli: 9, gzip: 9 },
  api: { brotli: 4, gzip: 6 },
} as const;

export type Effort = keyof typeof levels;

/** zlib's output lives in an ordinary ArrayBuffer, never a shared one; its types do not say so. */
export type Compressed = Buffer<ArrayBuffer>;

/**
 * The window is no larger than the text (at most brotli's default, 4 MB): the same output, and
 * the encoder's buffers sized to the text rather than to 4 MB. Made and freed for every render
 * and API answer, the full-size buffers left the allocator holding tens of MB more after a few
 * /cari floods (RSS measured after three: 200-245 MB with them, 166-176 MB without).
 */
const brotliOptions = (body: Uint8Array, effort: Effort) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: levels[effort].brotli,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_LGWIN]: Math.min(
      constants.BROTLI_DEFAULT_WINDOW,
      Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(body.byteLength + 1))),
    ),
  },
});

/** Runs on libuv's thread pool, so a large file does not hold up other requests. */
export async function compress(
  body: Uint8Array,
  encoding: Encoding,
  effort: Effort,
): Promise<Compressed> {
  if (encoding === 'gzip') {
    return (await gzipAsync(body, { level: levels[effort].gzip })) as Compressed;
  }
  return (await brotli(body, brotliOptions(body, effort))) as Compressed;
}

/**
 * On the calling thread: for a render worker, whose thread runs at a lower priority than the
 * event loop's, where libuv's pool would compete with it.
 */
export function compressSync(body: Uint8Array, encoding: Encoding, effort: Effort): Compressed {
  if (encoding === 'gzip') return gzipSync(body, { level: levels[effort].gzip }) as Compressed;
  return brotliCompressSync(body, brotliOptions(body, effort)) as Compressed;
}

/**
 * The encoding to answer with, from Accept-Encoding: the one the client weighs highest, br on a
 * tie (smaller output); `*` stands for any encoding not named. Undefined: send the bytes as they
 * are (no header, only identity, or q=0 for both).
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const weight = (name: string) =>
    accepts.find((accept) => accept.type.toLowerCase() === name)?.q ??
    accepts.find((accept) => accept.type === '*')?.q ??
    0;
  const br = weight('br');
  const gzipWeight = weight('gzip');
  if (br > 0 && br >= gzipWeight) return 'br';
  return gzipWeight > 0 ? 'gzip' : undefined;
}

/**
 * Compresses the API's JSON answers of 1 KB and more with br or gzip, and marks every JSON answer
 * `Vary: Accept-Encoding`. The response cache answers from its own compressed copies, so this
 * does the work only for answers made afresh. Hono's compress middleware would do gzip only, and
 * as a stream without Content-Length.
 */
export const compressJson: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (!res.headers.get('Content-Type')?.startsWith('application/json')) return;
  res.headers.append('Vary', 'Accept-Encoding');
  // Already compressed: an answer of the response cache.
  const encoding = res.headers.has('Content-Encoding')
    ? undefined
    : negotiateEncoding(c.req.header('Accept-Encoding'));
  const head = c.req.method === 'HEAD';
  if (!encoding && !head) return;
  const plain = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  let body: Uint8Array<ArrayBuffer> = plain;
  if (encoding && plain.byteLength >= minCompressBytes) {
    body = await compress(plain, encoding, 'api');
    headers.set('Content-Encoding', encoding);
  }
  // Hono answers HEAD by dropping the body of the GET answer, and its length would go with it.
  if (head) headers.set('Content-Length', String(body.byteLength));
  // Cleared first: assigning over a response makes Hono copy it through a stream, which would
  // lose the Content-Length that a byte body gets.
  c.res = undefined;
  c.res = new Response(body, { status: res.status, headers });
};
