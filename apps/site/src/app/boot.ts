import type { DehydratedState } from '@tanstack/react-query';
import type { DocumentAssets } from './document';

export interface BootData {
  assets: DocumentAssets;
  state: DehydratedState;
  /** Set on the offline page only (see RouteHandle.offlineFallback). */
  offlineFallback?: true;
}

/** JSON safe to place inside <script>: '<' is escaped so no '</script>' can end the element. */
export function serializeBoot(boot: BootData): string {
  return JSON.stringify(boot).replace(/</g, '\\u003c');
}
