import { bookingPagePaths, pagePaths } from '@klinik/clinic';
import type { RouteObject } from 'react-router-dom';
import { Layout, loader as layoutLoader } from './layout';
import { PageError, SiteError } from './route-errors';

/**
 * Every route of the site, for React Router's data router: the browser (createBrowserRouter),
 * the prerenderer and the pages rendered per request (createStaticHandler) read this one table.
 * Pages are lazy route modules, one chunk each, exporting `Component` and, where the page reads
 * data, a `loader` that puts it in the query cache first (see route-loader.ts). A lazy route's
 * id is its file name under src/routes (plus ':variant' when two routes share a file): the
 * prerenderer names the route's chunks by it.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: pagePaths.home,
    Component: Layout,
    loader: layoutLoader,
    // What even the layout could not render; it stands alone, as the document's whole body.
    ErrorBoundary: SiteError,
    children: [
      {
        id: 'pages',
        // A page that fails (its code did not load, it threw while rendering) shows the error
        // page inside the layout: header, navigation and footer stay.
        ErrorBoundary: PageError,
        children: [
          { id: 'home', index: true, lazy: () => import('../routes/home') },
          { id: 'about', path: pagePaths.about, lazy: () => import('../routes/about') },
          { id: 'services', path: pagePaths.services, lazy: () => import('../routes/services') },
          {
            id: 'service-detail',
            path: `${pagePaths.services}/:slug`,
            lazy: () => import('../routes/service-detail'),
          },
          { id: 'articles', path: pagePaths.articles, lazy: () => import('../routes/articles') },
          {
            id: 'article-detail',
            path: `${pagePaths.articles}/:slug`,
            lazy: () => import('../routes/article-detail'),
          },
          {
            id: 'locations',
            path: pagePaths.locations,
            lazy: () => import('../routes/locations'),
          },
          { id: 'contact', path: pagePaths.contact, lazy: () => import('../routes/contact') },
          { id: 'gallery', path: pagePaths.gallery, lazy: () => import('../routes/gallery') },
          { id: 'careers', path: pagePaths.careers, lazy: () => import('../routes/careers') },
          { id: 'faq', path: pagePaths.faq, lazy: () => import('../routes/faq') },
          // Not prerendered: the server renders it per request (dynamicPaths in entry-server).
          { id: 'search', path: pagePaths.search, lazy: () => import('../routes/search') },
          { id: 'privacy', path: pagePaths.privacy, lazy: () => import('../routes/privacy') },
          {
            id: 'legal-page:terms',
            path: pagePaths.terms,
            lazy: () => import('../routes/legal-page'),
          },
          // Prerendered with nothing chosen; the server renders it per request once a branch,
          // service or date is in the address, and the private pages always (see the API's
          // site/rendered-pages.ts).
          { id: 'booking', path: pagePaths.booking, lazy: () => import('../routes/booking') },
          {
            id: 'booking-confirmation',
            path: bookingPagePaths.routes.confirmation,
            lazy: () => import('../routes/booking-confirmation'),
          },
          {
            id: 'booking-manage',
            path: bookingPagePaths.routes.manage,
            lazy: () => import('../routes/booking-manage'),
          },
          { id: 'login', path: pagePaths.login, lazy: () => import('../routes/login') },
          // The layout also shows it when the service worker answers the offline page for
          // another address (see entry-client).
          { id: 'offline', path: pagePaths.offline, lazy: () => import('../routes/offline') },
          { id: 'not-found', path: '*', lazy: () => import('../routes/not-found') },
        ],
      },
    ],
  },
];

/** Paths without parameters, prerendered to HTML at build time. */
export const staticPaths = [
  pagePaths.home,
  pagePaths.about,
  pagePaths.services,
  pagePaths.articles,
  pagePaths.locations,
  pagePaths.contact,
  pagePaths.gallery,
  pagePaths.careers,
  pagePaths.faq,
  pagePaths.booking,
  pagePaths.privacy,
  pagePaths.terms,
  pagePaths.login,
  pagePaths.offline,
];

/** An address no route owns: it renders the 404 page. */
export const NOT_FOUND_PATH = '/__not-found__';

/** What a route module may say of itself besides its Component and loader. */
export interface RouteHandle {
  /** Served with HTTP 404 (the catch-all route). */
  notFound?: boolean;
  /** The offline page (see BootData.offlineFallback). */
  offlineFallback?: boolean;
}
