import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, relative, resolve, sep, isAbsolute } from 'node:path';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { minCompressBytes, negotiateEncoding, type Encoding } from '../http/compression';
import { createEncodedFiles, type EncodedFiles, type FileVersion } from './encoded-files';
import { inlineHashes, pageHeaders, type InlineHashes } from '../http/security-headers';

const cacheControl = {
  /** Vite puts a content hash in every name under /assets, so those never change. */
  hashed: 'public, max-age=31536000, immutable',
  /** HTML names stay the same across deploys: always revalidate. */
  html: 'no-cache',
  /** Unhashed files: the favicon, images, /sitemap.xml and /robots.txt. */
  other: 'public, max-age=3600',
} as const;

/** Text formats worth compressing; images and woff2 fonts are compressed already. */
const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.webmanifest',
]);

const notFoundText = 'Halaman tidak ditemukan';

/** The file a request gets, as chosen before the headers are worked out. */
interface SiteFile {
  found: FileVersion;
  status: 200 | 404;
  cacheControl: string;
  /** The CSP sources of an HTML page's <style> elements; undefined for other files. */
  inlineHashes?: InlineHashes;
}

type SiteEnv = { Variables: { siteFile: SiteFile } };

/*
 * Hand-written, where Hono's serveStatic (@hono/node-server 1.19) does less:
 * - it serves dot-files (/.env answered 200 with the file) and follows a symlink out of the
 *   site folder (/link.txt answered 200 with the file it points to; both tried on this
 *   version); here a path is decoded once, checked segment by segment, and its real path must
 *   stay inside the site (the traversal cases of test/site-files.test.ts);
 * - it has no page for a missing file: it calls onNotFound and moves on; here 404.html is sent
 *   with status 404, compressed and with the page headers like any page;
 * - it compresses nothing itself, only sends .br/.gz copies that lie beside each file on disk,
 *   which the build does not write: here text of 1 KB and more goes out in br or gzip, made on
 *   the first request and kept (src/site/encoded-files.ts; the 400 KB bundle 7x smaller), each
 *   encoding with its own ETag and Content-Length;
 * - it sets no ETag and no Cache-Control. Hono's etag middleware would answer If-None-Match,
 *   but only after the handler made the whole answer (it hashes or cancels the body): tried
 *   with this handler's ETags, a 304 for a 20 KB image fell from 6,800-10,700 to 2,600-2,900
 *   requests/s and one for a compressed page from 5,300-9,300 to 3,600-6,000 (autocannon, 50
 *   connections, load 5-8, alternating runs). Here the 304 is decided from the file's size and
 *   mtime before anything is read.
 * The page headers are Hono's secureHeaders (pageHeaders) with the page's <style> hashes.
 */

/**
 * Serves the prerendered site: files as they are, /route from route/index.html, anything else
 * 404.html with status 404.
 */
export function siteRoutes(siteDir: string): Hono<SiteEnv> {
  const root = resolve(siteDir);
  const encoded = createEncodedFiles();
  const inlineHashesOf = createInlineHashes();
  const withPageHeaders = pageHeaders(
    (c) => c.get('siteFile').inlineHashes ?? { style: [], script: [] },
  );

  const chooseFile: MiddlewareHandler<SiteEnv> = async (c, next) => {
    const segments = requestSegments(new URL(c.req.url).pathname);
    const found = segments ? await findFile(root, segments) : undefined;
    let file: SiteFile;
    if (found) {
      const urlPath = `/${segments?.join('/') ?? ''}`;
      file = { found, status: 200, cacheControl: cacheFor(urlPath, found.file) };
    } else {
      const notFoundPage = await findFile(root, ['404.html']);
      if (!notFoundPage) {
        return c.text(notFoundText, 404, { 'Cache-Control': cacheControl.html });
      }
      file = { found: notFoundPage, status: 404, cacheControl: cacheControl.html };
    }
    if (isHtml(file.found.file)) file.inlineHashes = await inlineHashesOf(file.found);
    c.set('siteFile', file);
    await next();
  };

  return new Hono<SiteEnv>().on(
    ['GET', 'HEAD'],
    '*',
    chooseFile,
    (c, next) => (c.get('siteFile').inlineHashes ? withPageHeaders(c, next) : next()),
    (c) => sendFile(c, encoded, c.get('siteFile')),
  );
}

/**
 * What the site has at an address, by the rules siteRoutes serves it with: a prerendered page
 * (an HTML file), another file, or nothing (the 404 page).
 */
export async function sitePathKind(
  siteDir: string,
  pathname: string,
): Promise<'page' | 'file' | 'missing'> {
  const segments = requestSegments(pathname);
  const found = segments ? await findFile(resolve(siteDir), segments) : undefined;
  if (!found) return 'missing';
  return isHtml(found.file) ? 'page' : 'file';
}

/**
 * The decoded path segments, or undefined for anything that must not reach the file system:
 * bad percent-encoding, NUL, backslashes, '.'/'..' segments (also when sent as %2e%2e or with
 * an encoded slash) and dot-files other than /.well-known. A trailing slash leaves an empty
 * last segment, which findFile turns into index.html.
 */
function requestSegments(pathname: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').slice(1);
  const last = segments.length - 1;
  for (const [index, segment] of segments.entries()) {
    if (segment === '' && index !== last) return undefined;
    if (segment.startsWith('.') && segment !== '.well-known') return undefined;
  }
  return segments;
}

async function findFile(root: string, segments: string[]): Promise<FileVersion | undefined> {
  const candidates =
    segments.at(-1) === '' || segments.length === 0
      ? [join(root, ...segments, 'index.html')]
      : [join(root, ...segments), join(root, ...segments, 'index.html')];
  for (const candidate of candidates) {
    const found = await regularFileInside(root, candidate);
    if (found) return found;
  }
  return undefined;
}

/** Checked again on the real path, so a symlink inside the site cannot point outside it. */
async function regularFileInside(root: string, file: string): Promise<FileVersion | undefined> {
  if (!isInside(root, file)) return undefined;
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
    if (!isInside(realRoot, realFile)) return undefined;
    const info = await stat(realFile);
    return info.isFile() ? { file: realFile, size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

function isInside(root: string, file: string): boolean {
  const rel = relative(root, file);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
}

function cacheFor(urlPath: string, file: string): string {
  // The service worker script decides which version of the site a visitor gets: like HTML, it
  // must be revalidated on every check, never kept for an hour.
  if (isHtml(file) || urlPath === '/sw.js') return cacheControl.html;
  return urlPath.startsWith('/assets/') ? cacheControl.hashed : cacheControl.other;
}

const isHtml = (file: string) => extname(file) === '.html';

/**
 * The inline style and script hashes of each HTML file, worked out once per version of the
 * file. The site has a few dozen pages; the map keeps one entry per file.
 */
function createInlineHashes() {
  const known = new Map<string, { version: string; hashes: InlineHashes }>();
  return async (found: FileVersion): Promise<InlineHashes> => {
    const version = `${found.size}-${found.mtimeMs}`;
    const cached = known.get(found.file);
    if (cached?.version === version) return cached.hashes;
    const hashes = inlineHashes(await readFile(found.file, 'utf8'));
    known.set(found.file, { version, hashes });
    return hashes;
  };
}

/**
 * One file with the headers of its type. Text of 1 KB and more goes out compressed when the client
 * accepts it; each encoding is its own representation, with its own ETag and Content-Length.
 */
async function sendFile(
  c: Context,
  encoded: EncodedFiles,
  { found, status, cacheControl }: SiteFile,
) {
  const headers: Record<string, string> = {
    'Content-Type': contentType(found.file),
    'Cache-Control': cacheControl,
  };
  const textual = compressible.has(extname(found.file));
  // On small files too: for a text type the form of the answer is chosen from Accept-Encoding,
  // and the size threshold is part of that choice.
  if (textual) headers.Vary = 'Accept-Encoding';
  const encoding =
    textual && found.size >= minCompressBytes
      ? negotiateEncoding(c.req.header('Accept-Encoding'))
      : undefined;
  // Only what is found is validated: the 404 page has no ETag.
  if (status === 200) {
    headers.ETag = etagOf(found, encoding);
    if (matchesEtag(c.req.header('If-None-Match'), headers.ETag)) {
      return c.body(null, 304, headers);
    }
  }

  const body = encoding ? await encoded(found, encoding) : undefined;
  if (encoding) headers['Content-Encoding'] = encoding;
  // Hono answers HEAD by running the GET handler and dropping the body; skip the plain read. A
  // compressed copy is still made (or found): its length is the answer's.
  if (c.req.method === 'HEAD') {
    const length = body?.byteLength ?? found.size;
    return c.body(null, status, { ...headers, 'Content-Length': String(length) });
  }
  return c.body(body ?? (await readFile(found.file)), status, headers);
}

/** Weak: the same file compressed twice need not be the same bytes, only the same content. */
function etagOf(found: FileVersion, encoding: Encoding | undefined): string {
  const version = `${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}`;
  return `W/"${encoding ? `${version}-${encoding}` : version}"`;
}

/** If-None-Match holds a list, or `*`; it compares weakly (RFC 9110, 13.1.2). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

function contentType(file: string): string {
  return getMimeType(file) ?? 'application/octet-stream';
}
