import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Hono's secureHeaders, with every header it would add on its own turned off: the site sends
 * exactly the headers below (X-XSS-Protection, Origin-Agent-Cluster, X-DNS-Prefetch-Control and
 * the like are not among them; browsers ignore or no longer need them).
 */
const nothingElse = {
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/** A year; browsers then refuse plain HTTP for the site until it passes without this header. */
const strictTransportSecurity = 'max-age=31536000';

/** Headers of every response, API JSON included. */
const everyResponse = {
  ...nothingElse,
  xContentTypeOptions: 'nosniff',
  // Other sites learn our origin from a link, never the page path (an article read, a search).
  referrerPolicy: 'strict-origin-when-cross-origin',
  // A window this site opens or is opened from gets no handle on ours (window.opener), and other
  // sites cannot load our responses into their pages (Spectre-style reads): the site needs
  // neither, its map is an iframe of another site's page.
  crossOriginOpenerPolicy: 'same-origin',
  crossOriginResourcePolicy: 'same-origin',
} as const;

/**
 * Every response's headers. Strict-Transport-Security only over HTTPS: browsers ignore it on
 * plain HTTP, and a local http:// server must not promise HTTPS for the host. secureHeaders
 * takes fixed values, so there is one instance per answer to "did this come over HTTPS?".
 */
export function securityHeaders({ trustProxy }: { trustProxy: number }): MiddlewareHandler {
  const overHttps = secureHeaders({ ...everyResponse, strictTransportSecurity });
  const overHttp = secureHeaders(everyResponse);
  return (c, next) =>
    isHttps(c.req.url, trustProxy > 0 ? c.req.header('x-forwarded-proto') : undefined)
      ? overHttps(c, next)
      : overHttp(c, next);
}

/** The request reached us over HTTPS, or reached the trusted proxy that way. */
function isHttps(url: string, forwardedProto: string | undefined): boolean {
  if (url.startsWith('https:')) return true;
  return forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * The maps on /lokasi-klinik are iframes of https://www.google.com/maps?...&output=embed
 * (buildMapEmbedUrl in packages/ui/src/sections/locations/map-links.ts): the only page framed from elsewhere.
 */
const mapEmbedOrigin = 'https://www.google.com';

/** The CSP sources ('sha256-…') of a page's inline <style> elements and inline scripts. */
export interface InlineHashes {
  style: readonly string[];
  script: readonly string[];
}

/**
 * The headers of every HTML page, the 404 page included. `hashesOf` reads the CSP sources of
 * the page's own inline styles and scripts (see inlineHashes) from the request: Hono works out
 * the header before the handler runs, so whoever chose the file puts them there.
 */
export function pageHeaders(hashesOf: (c: Context) => InlineHashes): MiddlewareHandler {
  const sources = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);
  return secureHeaders({
    ...nothingElse,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // The app's code comes from /assets; a prerendered page's one inline script, the small
      // loader that starts that code after the first paint (a request fewer before it), is
      // allowed by its hash, no other. JSON data scripts (`application/json`,
      // `application/ld+json`) never run and need nothing. The service worker (/sw.js) is
      // covered by script-src 'self' through worker-src's fallback.
      scriptSrc: [(c) => ["'self'", ...sources(hashesOf(c).script)].join(' ')],
      // A prerendered page carries the site's CSS in a <style> element (one request fewer before
      // the first paint): that exact text is allowed by its hash, no other.
      styleSrc: [(c) => ["'self'", ...sources(hashesOf(c).style)].join(' ')],
      // React renders style props into the HTML as attributes (the height variables of Radix's
      // accordion, position:relative on its navigation menu); hydration keeps them. Attributes
      // cannot run code, and allowing them here keeps <style> elements and stylesheets limited
      // to our own files.
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      // The stylesheet inlines one small font subset as a data: URL (Vite's asset inlining).
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: [mapEmbedOrigin],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    // Features the site never uses, off for it and every frame. browsing-topics is the successor
    // of FLoC's interest-cohort, which browsers no longer recognise (Chrome warns about it).
    permissionsPolicy: {
      camera: false,
      microphone: false,
      geolocation: false,
      payment: false,
      usb: false,
      browsingTopics: false,
    },
    // frame-ancestors says the same to browsers that know CSP; this is for those that do not.
    xFrameOptions: 'DENY',
  });
}

const sha256 = (text: string) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * The CSP source ('sha256-<base64>') of the text of each <style> element of an HTML page, and of
 * each inline script the browser runs (not the JSON data ones, nor those with a src).
 */
export function inlineHashes(html: string): InlineHashes {
  const style = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css = '']) =>
    sha256(css),
  );
  const script = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => {
      const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      return (
        !/\bsrc=/i.test(attributes) &&
        (type === undefined || /^(module|text\/javascript)$/.test(type))
      );
    })
    .map(([, , code = '']) => sha256(code));
  return { style, script };
}
