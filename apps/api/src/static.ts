import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, relative, resolve, sep, isAbsolute } from 'node:path';
import type { Context, Handler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { minCompressBytes, negotiateEncoding, type Encoding } from './compression';
import { createEncodedFiles, type EncodedFiles, type FileVersion } from './encoded-files';
import { htmlHeaders, inlineStyleHashes } from './security-headers';

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

/**
 * Serves the prerendered site: files as they are, /route from route/index.html, anything else
 * 404.html with status 404. Our own handler rather than serveStatic, to get the 404 page with a
 * real 404 status and one place that decides what may be read.
 */
export function serveSite(siteDir: string): Handler {
  const root = resolve(siteDir);
  const encoded = createEncodedFiles();
  const pageHeaders = createPageHeaders();
  return async (c) => {
    const segments = requestSegments(new URL(c.req.url).pathname);
    const found = segments ? await findFile(root, segments) : undefined;
    if (found) {
      const urlPath = `/${segments?.join('/') ?? ''}`;
      return sendFile(c, { encoded, pageHeaders }, found, 200, cacheFor(urlPath, found.file));
    }
    const notFoundPage = await findFile(root, ['404.html']);
    if (notFoundPage) {
      return sendFile(c, { encoded, pageHeaders }, notFoundPage, 404, cacheControl.html);
    }
    return c.text(notFoundText, 404, { 'Cache-Control': cacheControl.html });
  };
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
  if (extname(file) === '.html' || urlPath === '/sw.js') return cacheControl.html;
  return urlPath.startsWith('/assets/') ? cacheControl.hashed : cacheControl.other;
}

/**
 * The security headers of each HTML file, worked out once per version of the file: its CSP
 * allows the page's own inline styles by hash. The site has a few dozen pages; the map keeps
 * one entry per file.
 */
function createPageHeaders() {
  const known = new Map<string, { version: string; headers: Record<string, string> }>();
  return async (found: FileVersion): Promise<Record<string, string>> => {
    const version = `${found.size}-${found.mtimeMs}`;
    const cached = known.get(found.file);
    if (cached?.version === version) return cached.headers;
    const headers = htmlHeaders(inlineStyleHashes(await readFile(found.file, 'utf8')));
    known.set(found.file, { version, headers });
    return headers;
  };
}

/**
 * One file with the headers of its type. Text of 1 KB and more goes out compressed when the client
 * accepts it; each encoding is its own representation, with its own ETag and Content-Length.
 */
async function sendFile(
  c: Context,
  {
    encoded,
    pageHeaders,
  }: { encoded: EncodedFiles; pageHeaders: ReturnType<typeof createPageHeaders> },
  found: FileVersion,
  status: 200 | 404,
  cache: string,
) {
  const type = contentType(found.file);
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cache };
  if (type.startsWith('text/html')) Object.assign(headers, await pageHeaders(found));
  const textual = compressible.has(extname(found.file));
  // On small files too: for a text type the form of the answer is chosen from Accept-Encoding,
  // and the size threshold is part of that choice.
  if (textual) headers.Vary = 'Accept-Encoding';
  const encoding =
    textual && found.size >= minCompressBytes
      ? negotiateEncoding(c.req.header('Accept-Encoding'))
      : undefined;

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
