import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/**
 * The maps on /lokasi-klinik are iframes of https://www.google.com/maps?...&output=embed
 * (buildMapEmbedUrl in packages/ui/src/lib/location.ts): the only page framed from elsewhere.
 */
const mapEmbedOrigin = 'https://www.google.com';

/**
 * The prerendered pages load their code from /assets as `<script type="module" src>`; their other
 * scripts are JSON data (`application/json`, `application/ld+json`), which the browser never
 * runs and CSP does not block, so no inline script is allowed. No service worker is registered:
 * worker-src falls back to script-src 'self' should one come.
 */
function contentSecurityPolicy(styleHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // A prerendered page carries the site's CSS in a <style> element (one request fewer before the
    // first paint): that exact text is allowed by its hash, no other.
    ["style-src 'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(' '),
    // React renders style props into the HTML as attributes (the height variables of Radix's
    // accordion, position:relative on its navigation menu); hydration keeps them. Attributes cannot run code, and allowing them here
    // keeps <style> elements and stylesheets limited to our own files.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    // The stylesheet inlines one small font subset as a data: URL (Vite's asset inlining).
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${mapEmbedOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Features the site never uses, off for it and every frame. browsing-topics is the successor of
 * FLoC's interest-cohort, which browsers no longer recognise (Chrome warns about it).
 */
const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/**
 * Headers of every HTML page, the 404 page included; `styleHashes` are the CSP hashes of
 * its <style> elements ('sha256-…', see inlineStyleHashes).
 */
export function htmlHeaders(styleHashes: readonly string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(styleHashes),
    'Permissions-Policy': permissionsPolicy,
    // frame-ancestors says the same to browsers that know CSP; this is for those that do not.
    'X-Frame-Options': 'DENY',
  };
}

/** The CSP source of each <style> element's text in an HTML page ('sha256-<base64>'). */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(
    ([, css = '']) => `sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}`,
  );
}

/** A year; browsers then refuse plain HTTP for the site until it passes without this header. */
const strictTransportSecurity = 'max-age=31536000';

/**
 * Every response, API JSON included. Set before the handler runs: the response it builds takes
 * them over, where setting them afterwards would make Hono copy the finished response.
 */
export function securityHeaders({ trustProxy }: { trustProxy: number }): MiddlewareHandler {
  return async (c, next) => {
    c.header('X-Content-Type-Options', 'nosniff');
    // Other sites learn our origin from a link, never the page path (an article read, a search).
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    // A window this site opens or is opened from gets no handle on ours (window.opener), and
    // other sites cannot load our responses into their pages (Spectre-style reads): the site
    // needs neither, its map is an iframe of another site's page.
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Cross-Origin-Resource-Policy', 'same-origin');
    // Only over HTTPS: browsers ignore it on plain HTTP, and a local http:// server must not
    // promise HTTPS for the host.
    if (isHttps(c.req.url, trustProxy > 0 ? c.req.header('x-forwarded-proto') : undefined)) {
      c.header('Strict-Transport-Security', strictTransportSecurity);
    }
    await next();
  };
}

/** The request reached us over HTTPS, or reached the trusted proxy that way. */
function isHttps(url: string, forwardedProto: string | undefined): boolean {
  if (url.startsWith('https:')) return true;
  return forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}
