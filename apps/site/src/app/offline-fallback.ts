import { createContext, useContext, type ReactNode } from 'react';

/**
 * The offline page when this document is the prerendered offline page (route /offline), else
 * null. The service worker answers that page for any address it has no copy of, so the page must
 * not hydrate as the route that address matches: the layout shows the offline page until the
 * visitor navigates. The entries provide it (app.tsx), so the layout needs no route module.
 */
export const OfflineFallbackContext = createContext<ReactNode>(null);

export function useOfflineFallbackPage(): ReactNode {
  return useContext(OfflineFallbackContext);
}
