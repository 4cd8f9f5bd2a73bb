import { createContext, useContext, type ReactNode } from 'react';

/**
 * The offline page when this document is the prerendered offline page answered by the service
 * worker for an address it has no copy of; else null. Such a document must not show the route its
 * address matches: the layout shows the offline page in its place until the visitor navigates.
 * entry-client provides it.
 */
export const OfflineFallbackContext = createContext<ReactNode>(null);

export function useOfflineFallbackPage(): ReactNode {
  return useContext(OfflineFallbackContext);
}
