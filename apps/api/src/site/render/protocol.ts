import type { BookingFormRefusal } from '@klinik/clinic';
import type { InlineHashes } from '../../http/security-headers';

/**
 * What the site's server bundle (apps/site/dist/server/entry-server.js) exports for the pages
 * rendered per request; the API does not import the site's code, a render worker loads the
 * built file.
 */
export interface SiteServerEntry {
  /** The paths rendered per request, e.g. ['/cari']. */
  dynamicPaths: readonly string[];
  /** An address no route owns: it renders the 404 page. */
  NOT_FOUND_PATH: string;
  createSiteRenderer(options: {
    clientDir: string;
    fetch: typeof fetch;
  }): (url: string, refusal?: BookingFormRefusal) => Promise<{ html: string; status: number }>;
}

/** What each render worker is started with. */
export interface RenderWorkerData {
  serverEntry: string;
  /** The built site (apps/site/dist/client). */
  siteDir: string;
  /** The content file and the visitor data file, which the worker reads on its own connection. */
  databasePath: string;
  visitorDatabasePath: string;
}

/**
 * A page to render: its address and, for a form the server refused (a booking posted without
 * JavaScript), the refusal the page shows beside what was typed.
 */
export type RenderTask =
  { kind: 'describe' } | { kind: 'render'; url: string; refusal?: BookingFormRefusal };

/** The answer to `describe`: the bundle's exports the server routes by. */
export interface SiteDescription {
  dynamicPaths: string[];
  notFoundPath: string;
}

/** The answer to `render`: the page as UTF-8, compressed where worth it, with its CSP hashes. */
export interface RenderedPage {
  status: number;
  hashes: InlineHashes;
  html: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
}
