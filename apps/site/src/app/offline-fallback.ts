import { createContext, useContext } from 'react';

/**
 * True when this document is the prerendered offline page (route /offline). The service worker
 * answers it for any address it has no copy of, so the page must not hydrate as the route that
 * address matches: the layout shows the offline page until the visitor navigates.
 */
export const OfflineFallbackContext = createContext(false);

export function useIsOfflineFallback(): boolean {
  return useContext(OfflineFallbackContext);
}
