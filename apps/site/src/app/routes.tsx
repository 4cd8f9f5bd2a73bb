import type { RouteObject } from 'react-router-dom';
import { Layout, layoutHandle } from './layout';
import { OFFLINE_PAGE_PATH } from './sw-protocol';

/**
 * Every route of the site. Pages are lazy route modules (code-split per route); the layout is
 * eager. Each module exports `Component` and, when it needs data, a `handle` (see RouteHandle).
 * A lazy route's id is its file name under src/routes (plus ':variant' when two routes share a
 * file): the prerenderer finds the route's chunks by it.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Layout,
    handle: layoutHandle,
    children: [
      { id: 'home', index: true, lazy: () => import('../routes/home') },
      { id: 'about', path: 'tentang-kami', lazy: () => import('../routes/about') },
      { id: 'services', path: 'layanan', lazy: () => import('../routes/services') },
      {
        id: 'service-detail',
        path: 'layanan/:slug',
        lazy: () => import('../routes/service-detail'),
      },
      { id: 'articles', path: 'artikel', lazy: () => import('../routes/articles') },
      {
        id: 'article-detail',
        path: 'artikel/:slug',
        lazy: () => import('../routes/article-detail'),
      },
      { id: 'locations', path: 'lokasi-klinik', lazy: () => import('../routes/locations') },
      { id: 'contact', path: 'kontak', lazy: () => import('../routes/contact') },
      { id: 'gallery', path: 'galeri', lazy: () => import('../routes/gallery') },
      { id: 'careers', path: 'karir', lazy: () => import('../routes/careers') },
      { id: 'faq', path: 'faq', lazy: () => import('../routes/faq') },
      // Not prerendered: the server renders it per request (dynamicPaths in entry-server).
      { id: 'search', path: 'cari', lazy: () => import('../routes/search') },
      {
        id: 'legal-page:privacy',
        path: 'kebijakan-privasi',
        lazy: () => import('../routes/legal-page'),
      },
      {
        id: 'legal-page:terms',
        path: 'syarat-ketentuan',
        lazy: () => import('../routes/legal-page'),
      },
      { id: 'login', path: 'login', lazy: () => import('../routes/login') },
      // The layout also renders it when the service worker answers the offline page for another
      // address (see OfflineFallbackPage in route-modules.tsx).
      { id: 'offline', path: OFFLINE_PAGE_PATH.slice(1), lazy: () => import('../routes/offline') },
      { id: 'not-found', path: '*', lazy: () => import('../routes/not-found') },
    ],
  },
];

/** Paths without parameters, prerendered to HTML at build time. */
export const staticPaths = [
  '/',
  '/tentang-kami',
  '/layanan',
  '/artikel',
  '/lokasi-klinik',
  '/kontak',
  '/galeri',
  '/karir',
  '/faq',
  '/kebijakan-privasi',
  '/syarat-ketentuan',
  '/login',
  OFFLINE_PAGE_PATH,
];
export const NOT_FOUND_PATH = '/__not-found__';
