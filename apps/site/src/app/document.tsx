import type { ReactNode } from 'react';
import { APPLE_TOUCH_ICON_PATH, MANIFEST_PATH } from './web-app';

export interface DocumentAssets {
  /** The client entry module. */
  entry: string;
  /**
   * True in prerendered pages: the loader in <head> (src/loader.ts) starts the entry and
   * `preload` after the first paint. Otherwise (the dev server) the entry is named directly.
   */
  afterPaint?: boolean;
  /** Stylesheets to link; empty in prerendered pages, which carry their CSS inline. */
  css: string[];
  /** Module chunks the current route needs, fetched beside the entry, not after it. */
  preload: string[];
}

export const BOOT_ELEMENT_ID = '__BOOT__';

/**
 * What a prerendered page carries inline in its <head>, written only when prerendering: the
 * browser renders nothing in its place, and React 19 leaves an element it does not render in
 * <head> as it is while hydrating.
 */
export interface InlineHead {
  /** The site's whole stylesheet: the first paint needs no request but the page's own. */
  css?: string;
  /**
   * The site-wide structured data (the clinic as a medical business), as JSON: the same on every
   * page and never changed in the browser, so the browser's code does not carry it.
   */
  siteJsonLd?: string;
  /**
   * The code of src/loader.ts, an inline classic script (the CSP allows it by its hash): it runs
   * as <head> is read, so it keeps taps from the first content on; no request at all stands
   * before the first paint, and the app's code starts after it.
   */
  loader?: string;
}

interface DocumentProps {
  assets: DocumentAssets;
  inline?: InlineHead;
  /** Serialized boot data (assets + dehydrated queries), rendered verbatim on server and client. */
  boot: string;
  children: ReactNode;
}

export function Document({ assets, inline = {}, boot, children }: DocumentProps) {
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={__THEME_COLOR__} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Read by the browser from the HTML only: the client build drops them, and hydration
            leaves elements it does not render in <head> as they are. */}
        {import.meta.env.SSR ? (
          <>
            <link rel="manifest" href={MANIFEST_PATH} />
            <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON_PATH} />
          </>
        ) : null}
        {inline.css ? <style dangerouslySetInnerHTML={{ __html: inline.css }} /> : null}
        {inline.siteJsonLd ? (
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: inline.siteJsonLd }}
          />
        ) : null}
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {inline.loader ? (
          <script
            data-entry={assets.entry}
            data-preload={assets.preload.join(' ')}
            dangerouslySetInnerHTML={{ __html: inline.loader }}
          />
        ) : null}
      </head>
      <body>
        {children}
        <script
          id={BOOT_ELEMENT_ID}
          type="application/json"
          // JSON data, not code: serializeBoot escapes '<' so it cannot close the element.
          dangerouslySetInnerHTML={{ __html: boot }}
        />
        {assets.afterPaint ? null : <script type="module" src={assets.entry} />}
      </body>
    </html>
  );
}
