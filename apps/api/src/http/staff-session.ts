import { staffMessages, staffRules, visibleBranches, type StaffRole } from '@klinik/clinic';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { StaffAuth } from '../auth/staff-auth';
import type { StaffAccountRow } from '../data/staff-accounts';
import { ownBranches } from '../data/staff-accounts';
import type { DeskStaff } from '../data/desk-bookings';
import { fail, messages } from './responses';

/**
 * The desk's session cookie: `__Host-staff` (the prefix makes the browser insist on Secure,
 * Path=/ and no Domain), HttpOnly, SameSite=Strict, for at most the session's absolute life.
 * Browsers keep Secure cookies on http://localhost too, so development and the tests use the
 * same attributes as production.
 */
export const staffCookie = { name: 'staff', prefix: 'host' } as const;
/** The name as it travels in Cookie and Set-Cookie. */
export const staffCookieName = `__Host-${staffCookie.name}`;

/** Who is signed in, as the desk's routes read it. */
export interface SignedIn {
  account: StaffAccountRow;
  tokenHash: string;
  /** The account as the desk's rules take it: its visible branches and the request's client. */
  desk: DeskStaff;
}

export type StaffEnv = { Variables: { staff: SignedIn } };

export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, staffCookie.name, token, {
    prefix: staffCookie.prefix,
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: staffRules.absoluteHours * 60 * 60,
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, staffCookie.name, {
    prefix: staffCookie.prefix,
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
  });
}

export const sessionToken = (c: Context): string | undefined =>
  getCookie(c, staffCookie.name, staffCookie.prefix);

/**
 * Every answer of the desk is for one person at one moment: stored by no cache (the API's
 * response cache skips `no-store`, and the browser's and any proxy's keep nothing), never
 * indexed.
 */
export const staffAnswers: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  await next();
};

/** A change (any method but GET and HEAD) only from the site's own pages: 403 otherwise. */
export function sameOriginChanges(isCrossSite: (c: Context) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD' && isCrossSite(c)) {
      return fail(c, 403, messages.crossSiteRequest);
    }
    await next();
  };
}

/**
 * The session of the request's cookie, or 401 (and the cookie cleared) when there is none that
 * lives: unknown, ended, idle too long, past its absolute end, or its account disabled.
 */
export function requireStaff(
  auth: StaffAuth,
  now: () => number,
  clientKey: (c: Context) => string,
): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const token = sessionToken(c);
    const session = auth.session(token, new Date(now()));
    if (!session) {
      if (token !== undefined) clearSessionCookie(c);
      return fail(c, 401, staffMessages.signedOut);
    }
    const { account } = session;
    c.set('staff', {
      ...session,
      desk: {
        id: account.id,
        email: account.email,
        branches: visibleBranches({ role: account.role, branches: ownBranches(account) }),
        client: clientKey(c),
      },
    });
    await next();
  };
}

/** Admin calls: 403 for a desk account. */
export const adminOnly: MiddlewareHandler<StaffEnv> = async (c, next) => {
  const role: StaffRole = c.get('staff').account.role;
  if (role !== 'admin') return fail(c, 403, staffMessages.adminOnly);
  await next();
};
