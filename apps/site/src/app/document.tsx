import type { ReactNode } from 'react';

export interface DocumentAssets {
  /** The client entry module. */
  entry: string;
  /**
   * The small module that starts loading the entry and `preload` after the first paint
   * (src/loader.ts); without it (the dev server) the entry is named directly.
   */
  loader?: string;
  /** Stylesheets to link; empty in prerendered pages, which carry their CSS inline. */
  css: string[];
  /** Module chunks the current route needs, fetched beside the entry, not after it. */
  preload: string[];
}

export const BOOT_ELEMENT_ID = '__BOOT__';

interface DocumentProps {
  assets: DocumentAssets;
  /**
   * The site's whole stylesheet, inlined into <head> when prerendering, so the first paint needs
   * no request but the page's own. The browser renders nothing in its place: React 19 leaves an
   * element it does not render in <head> as it is while hydrating.
   */
  inlineCss?: string;
  /**
   * Prerendering only: the site-wide structured data (the clinic as a medical business), as JSON.
   * It is the same on every page and never changes in the browser, so it is written into <head>
   * once and the browser's code does not carry it.
   */
  siteJsonLd?: string;
  /** Serialized boot data (assets + dehydrated queries), rendered verbatim on server and client. */
  boot: string;
  children: ReactNode;
}

/**
 * The whole HTML document is a React tree, so React 19 hoists every page's <title>, <meta> and
 * <link> into <head> when prerendering, and hydrateRoot(document) takes it over unchanged.
 */
export function Document({ assets, inlineCss, siteJsonLd, boot, children }: DocumentProps) {
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={__THEME_COLOR__} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {inlineCss ? <style dangerouslySetInnerHTML={{ __html: inlineCss }} /> : null}
        {siteJsonLd ? (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: siteJsonLd }} />
        ) : null}
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        {children}
        <script
          id={BOOT_ELEMENT_ID}
          type="application/json"
          // JSON data, not code: serializeBoot escapes '<' so it cannot close the element.
          dangerouslySetInnerHTML={{ __html: boot }}
        />
        {assets.loader ? (
          <script
            type="module"
            src={assets.loader}
            // A module script is fetched at high priority, beside the HTML, and Lighthouse counts
            // such a request against the first paint: this one only waits for that paint.
            fetchPriority="low"
            data-entry={assets.entry}
            data-preload={assets.preload.join(' ')}
          />
        ) : (
          <script type="module" src={assets.entry} />
        )}
      </body>
    </html>
  );
}
