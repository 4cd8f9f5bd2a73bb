import type { RouteObject } from 'react-router-dom';
import { Layout } from './layout';

/**
 * Every route of the site. Pages are lazy route modules (code-split per route); the layout is
 * eager. Each module exports `Component` and, when it needs data, a `handle` (see RouteHandle).
 * A lazy route's id is its file name under src/routes: the prerenderer finds its chunks by it.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Layout,
    children: [
      { id: 'home', index: true, lazy: () => import('../routes/home') },
      { id: 'login', path: 'login', lazy: () => import('../routes/login') },
      { id: 'not-found', path: '*', lazy: () => import('../routes/not-found') },
    ],
  },
];

/** Paths prerendered to HTML at build time; the catch-all renders to 404.html. */
export const prerenderPaths = ['/', '/login'];
export const NOT_FOUND_PATH = '/__not-found__';
