import type { ReactNode } from 'react';

export interface DocumentAssets {
  /** The client entry module. */
  entry: string;
  css: string[];
  /** Module chunks the current route needs, preloaded so hydration does not wait on a waterfall. */
  preload: string[];
  /** Font files every page uses, preloaded so text is not waiting for the CSS to name them. */
  fonts: string[];
}

export const BOOT_ELEMENT_ID = '__BOOT__';

interface DocumentProps {
  assets: DocumentAssets;
  /** Serialized boot data (assets + dehydrated queries), rendered verbatim on server and client. */
  boot: string;
  children: ReactNode;
}

/**
 * The whole HTML document is a React tree, so React 19 hoists every page's <title>, <meta> and
 * <link> into <head> when prerendering, and hydrateRoot(document) takes it over unchanged.
 */
export function Document({ assets, boot, children }: DocumentProps) {
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5f5c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.fonts.map((href) => (
          <link
            key={href}
            rel="preload"
            href={href}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ))}
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
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
        <script type="module" src={assets.entry} />
      </body>
    </html>
  );
}
