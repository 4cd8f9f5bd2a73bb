import type { MessagePort } from 'node:worker_threads';
import type { InlineHashes } from '../../http/security-headers';

/** A form posted to a page without JavaScript, as the browser sent it. */
export interface PagePost {
  body: string;
  contentType: string;
}

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
  }): (page: {
    url: string;
    post?: PagePost;
    fetch: typeof fetch;
  }) => Promise<{ html: string; status: number; location?: string }>;
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
 * A page to render: its address, for a form posted to it the form, and the port on which the
 * server's own API answers the page's calls that the worker's own API cannot (see `ApiCall`):
 * those that change something, and every call of the front desk (a staff page's), which needs
 * the visitor's session cookie, which only the server sees.
 */
export type RenderTask =
  { kind: 'describe' } | { kind: 'render'; url: string; post?: PagePost; calls?: MessagePort };

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

/** The answer to `render` when the page's action leads elsewhere (303, a booking made). */
export interface RenderedRedirect {
  status: number;
  location: string;
}

/**
 * A call of a page to the API, sent from the worker to the server's own API: a change (an
 * action's), or any call of the front desk (`staffApiPrefix`). Calls of one render may overlap
 * (a page's loads run side by side): `id` pairs each with its answer.
 */
export interface ApiCall {
  id: number;
  url: string;
  method: string;
  headers: [string, string][];
  body: string;
}

/** The server API's answer to an `ApiCall`. */
export interface ApiCallAnswer {
  id: number;
  status: number;
  headers: [string, string][];
  body: string;
}

/** The front desk's calls: always answered by the server's own API, whatever their method. */
export const staffApiPrefix = '/api/v1/staff/';
