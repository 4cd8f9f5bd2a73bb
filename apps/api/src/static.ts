import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, relative, resolve, sep, isAbsolute } from 'node:path';
import type { Context, Handler } from 'hono';
import { getMimeType } from 'hono/utils/mime';

const cacheControl = {
  /** Vite puts a content hash in every name under /assets, so those never change. */
  hashed: 'public, max-age=31536000, immutable',
  /** HTML names stay the same across deploys: always revalidate. */
  html: 'no-cache',
  other: 'public, max-age=3600',
} as const;

const notFoundText = 'Halaman tidak ditemukan';

interface Found {
  file: string;
  size: number;
  mtimeMs: number;
}

/** A file to send: the one asked for, or its precompressed copy. */
interface Sent extends Found {
  /** The file asked for: it names the Content-Type. */
  original: string;
  encoding?: 'br' | 'gzip';
}

/** The precompressed copies the site build writes (file.br, file.gz), best first. */
const precompressed = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the prerendered site: files as they are, /route from route/index.html, anything else
 * 404.html with status 404. Our own handler rather than serveStatic, to get the 404 page with a
 * real 404 status and one place that decides what may be read.
 */
export function serveSite(siteDir: string): Handler {
  const root = resolve(siteDir);
  return async (c) => {
    const segments = requestSegments(new URL(c.req.url).pathname);
    const accepted = acceptedEncodings(c.req.header('Accept-Encoding'));
    const found = segments ? await findFile(root, segments) : undefined;
    if (found) {
      const urlPath = `/${segments?.join('/') ?? ''}`;
      const sent = await compressedVariant(root, found, accepted);
      return sendFile(c, sent, 200, cacheFor(urlPath, found.file));
    }
    const notFoundPage = await findFile(root, ['404.html']);
    if (notFoundPage) {
      const sent = await compressedVariant(root, notFoundPage, accepted);
      return sendFile(c, sent, 404, cacheControl.html);
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

async function findFile(root: string, segments: string[]): Promise<Found | undefined> {
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
async function regularFileInside(root: string, file: string): Promise<Found | undefined> {
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

/** The content codings an Accept-Encoding header allows ("gzip, br;q=0" allows gzip only). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/** The best precompressed copy of a file the browser accepts, or the file itself. */
async function compressedVariant(root: string, found: Found, accepted: Set<string>): Promise<Sent> {
  for (const { encoding, suffix } of precompressed) {
    if (!accepted.has(encoding) && !accepted.has('*')) continue;
    const copy = await regularFileInside(root, found.file + suffix);
    if (copy) return { ...copy, original: found.file, encoding };
  }
  return { ...found, original: found.file };
}

function cacheFor(urlPath: string, file: string): string {
  if (extname(file) === '.html') return cacheControl.html;
  return urlPath.startsWith('/assets/') ? cacheControl.hashed : cacheControl.other;
}

async function sendFile(c: Context, found: Sent, status: 200 | 404, cache: string) {
  const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    'Content-Type': contentType(found.original),
    'Cache-Control': cache,
    // The same URL answers in other codings to other browsers: caches must keep them apart.
    Vary: 'Accept-Encoding',
  };
  if (found.encoding) headers['Content-Encoding'] = found.encoding;
  if (status === 200) {
    headers.ETag = etag;
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
  }
  // Hono answers HEAD by running the GET handler and dropping the body; skip the read.
  if (c.req.method === 'HEAD') {
    return c.body(null, status, { ...headers, 'Content-Length': String(found.size) });
  }
  return c.body(await readFile(found.file), status, headers);
}

function contentType(file: string): string {
  return getMimeType(file) ?? 'application/octet-stream';
}
