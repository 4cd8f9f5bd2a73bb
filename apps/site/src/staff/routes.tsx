import { staffPagePaths } from '@klinik/clinic';
import type { RouteObject } from 'react-router-dom';
import { loader as deskLoader } from './desk-layout';
import { DeskPageError, StaffError } from './staff-errors';

/**
 * Every page of the front desk, for React Router's data router: the desk's own entry
 * in the browser (staff/entry-client.tsx) and the server, which renders every desk page per
 * request (entry-server's `render` picks this table for `isStaffPage`). Pages are lazy route
 * modules under src/staff/routes, one chunk each, exporting `Component`, a `loader` where the page
 * reads data and an `action` for its forms; a route's id is its file name there (the server
 * names the route's chunks by it). None of it is reachable from the public pages' table.
 */
export const staffRoutes: RouteObject[] = [
  {
    id: 'staff',
    path: staffPagePaths.root,
    // What even the desk's frame could not render (the session could not be asked).
    ErrorBoundary: StaffError,
    children: [
      // Without a session.
      { id: 'sign-in', path: staffPagePaths.signIn, lazy: () => import('./routes/sign-in') },
      {
        id: 'setup',
        path: staffPagePaths.routes.setup,
        lazy: () => import('./routes/setup'),
      },
      // A POST only: a GET leads to the day.
      { id: 'sign-out', path: staffPagePaths.signOut, lazy: () => import('./routes/sign-out') },
      {
        id: 'desk',
        // Who is signed in, for every page below; without a session, the sign-in page.
        loader: deskLoader,
        children: [
          {
            id: 'desk-pages',
            // A page that fails, or a record or page the account may not see (404), shows in the
            // desk's frame: its navigation stays.
            ErrorBoundary: DeskPageError,
            children: [
              { id: 'day', index: true, lazy: () => import('./routes/day') },
              { id: 'week', path: staffPagePaths.week(), lazy: () => import('./routes/week') },
              {
                id: 'booking',
                path: staffPagePaths.routes.booking,
                lazy: () => import('./routes/booking'),
              },
              {
                id: 'new-booking',
                path: staffPagePaths.newBooking(),
                lazy: () => import('./routes/new-booking'),
              },
              {
                id: 'search',
                path: staffPagePaths.search(),
                lazy: () => import('./routes/search'),
              },
              {
                id: 'closures',
                path: staffPagePaths.closures,
                lazy: () => import('./routes/closures'),
              },
              {
                id: 'messages',
                path: staffPagePaths.messages,
                lazy: () => import('./routes/messages'),
              },
              {
                id: 'accounts',
                path: staffPagePaths.accounts,
                lazy: () => import('./routes/accounts'),
              },
              { id: 'log', path: staffPagePaths.log(), lazy: () => import('./routes/log') },
              {
                id: 'own-account',
                path: staffPagePaths.ownAccount(),
                lazy: () => import('./routes/own-account'),
              },
              {
                id: 'privacy-requests',
                path: staffPagePaths.privacyRequests,
                lazy: () => import('./routes/privacy-requests'),
              },
              {
                id: 'privacy-person',
                path: staffPagePaths.privacyPerson(),
                lazy: () => import('./routes/privacy-person'),
              },
              { id: 'not-found', path: '*', lazy: () => import('./routes/not-found') },
            ],
          },
        ],
      },
    ],
  },
];
