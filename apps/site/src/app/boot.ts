import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import type { DocumentAssets } from './document';

/** What a rendered page hands to the browser's code, as JSON at the end of <body>. */
export interface BootData {
  assets: DocumentAssets;
  /** The query cache the page was rendered from. */
  state: DehydratedState;
  /** The router's state after the server's loaders (its loader data and errors by route id). */
  router: HydrationState;
  /**
   * Set on the offline page, which the service worker answers for any address it has no copy
   * of: the page shows whatever route that address matches.
   */
  offlineFallback?: true;
}

/** JSON safe to place inside <script>: '<' is escaped so no '</script>' can end the element. */
export function serializeBoot(boot: BootData): string {
  return JSON.stringify(boot).replace(/</g, '\\u003c');
}
