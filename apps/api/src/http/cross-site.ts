import type { Context } from 'hono';

export interface CrossSiteOptions {
  /** Proxies in front of the server (TRUST_PROXY): X-Forwarded-Host names the site's host. */
  trustProxy: number;
  /** The site's public origin (SITE_URL), also the site when a proxy rewrites Host. */
  siteUrl?: string;
}

/**
 * True for a request that a browser sent on behalf of another site: it says so in
 * Sec-Fetch-Site, or, where a browser does not send that, its Origin is not this site's. A
 * request without either header (a script, curl) is not a browser's cross-site request. Only
 * the host is compared: behind a TLS proxy the scheme the server sees is not the visitor's.
 */
export function createCrossSiteCheck({ trustProxy, siteUrl }: CrossSiteOptions) {
  const siteHost = siteUrl ? hostOf(siteUrl) : undefined;
  return (c: Context): boolean => {
    if (c.req.header('sec-fetch-site') === 'cross-site') return true;
    const origin = c.req.header('origin');
    if (origin === undefined) return false;
    const host = hostOf(origin);
    if (host === undefined) return true;
    if (host === siteHost || host === hostOf(c.req.url)) return false;
    const forwarded = c.req.header('x-forwarded-host')?.split(',')[0]?.trim().toLowerCase();
    return !(trustProxy > 0 && forwarded !== undefined && host === forwarded);
  };
}

/** "https://geraksehat.id:8443/x" -> "geraksehat.id:8443"; undefined for "null" or junk. */
function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}
