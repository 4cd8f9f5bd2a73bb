import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { staffMessages, staffPagePaths } from '@klinik/clinic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { asClient, tempDir } from './helpers';
import { deskServer, staffAccount, type Signed } from './staff-helpers';

/*
 * The desk's pages (/staf) as the server renders them (issue 36): per request in a render
 * worker, never kept, with the visitor's session. The site's real desk is built elsewhere; here
 * a small bundle with the site's exports plays it: its page asks the desk's API who is signed
 * in (twice at once, as a page's loads run side by side), its sign-in and sign-out forms post to
 * the API as the site's route actions do. What the test checks is the way between: the Cookie
 * header reaching the desk's API from the worker, and the Set-Cookie of the API's answers
 * reaching the browser on the page's own answer.
 */
const fixtureBundle = `
export const dynamicPaths = ['/cari'];
export const NOT_FOUND_PATH = '/__tidak-ada__';
const escape = (text) => text.replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
const page = (data) => '<!doctype html><html lang="id"><head><title>Staf</title></head>' +
  '<body><main><p id="answer">' + escape(JSON.stringify(data)) + '</p></main></body></html>';
const api = 'http://site.internal/api/v1/staff';
export function createSiteRenderer() {
  return async ({ url, post, fetch }) => {
    const path = url.split('?')[0];
    if (post && path === '/staf/masuk') {
      const form = Object.fromEntries(new URLSearchParams(post.body));
      const answer = await fetch(api + '/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(form),
      });
      if (answer.status === 200) return { status: 303, location: '/staf', html: '' };
      return { status: answer.status, html: page({ url, body: await answer.json() }) };
    }
    if (post && path === '/staf/keluar') {
      await fetch(api + '/session/end', { method: 'POST' });
      return { status: 303, location: '/staf/masuk', html: '' };
    }
    if (post) return { status: 405, html: '' };
    const [me, again] = await Promise.all([fetch(api + '/me'), fetch(api + '/me')]);
    const body = await me.json();
    await again.text();
    return { status: 200, html: page({ url, me: me.status, again: again.status, name: body.data?.name }) };
  };
}
`;

const desk = deskServer('staff-pages');
let site: ReturnType<typeof tempDir>;
let kiara: Signed;
let clients = 2000;

beforeAll(async () => {
  site = tempDir('staff-pages-site');
  const siteDir = join(site.dir, 'client');
  mkdirSync(siteDir, { recursive: true });
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Beranda</title>');
  writeFileSync(join(siteDir, '404.html'), '<!doctype html><title>Tidak ditemukan</title>');
  mkdirSync(join(site.dir, 'server'));
  writeFileSync(join(site.dir, 'server', 'entry-server.js'), fixtureBundle);
  writeFileSync(join(site.dir, 'package.json'), '{ "type": "module" }');
  await desk.start({ siteDir, renderThreads: 1 });
  kiara = await staffAccount(desk, 'desk', ['kiaracondong']);
});
afterAll(async () => {
  await desk.stop();
  site.cleanup();
});

/** A page as the browser asks for it, from a client of its own (the render limit is per client). */
const page = (path: string, cookie?: string) =>
  fetch(`${desk.url}${path}`, {
    redirect: 'manual',
    headers: { ...asClient((clients += 1)), ...(cookie ? { Cookie: cookie } : {}) },
  });

/** A form as the browser posts it from the desk's own page. */
const postForm = (
  path: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  fetch(`${desk.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: desk.url,
      ...asClient((clients += 1)),
      ...headers,
    },
    body: new URLSearchParams(form),
  });

/** What the fixture wrote into the page it rendered. */
async function answerOf(res: Response): Promise<Record<string, unknown>> {
  const text = /<p id="answer">([^<]*)<\/p>/.exec(await res.text())?.[1] ?? 'null';
  return JSON.parse(text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(+code)));
}

const cookieOf = (res: Response) => res.headers.getSetCookie()[0]?.split(';')[0] ?? '';

describe('the desk’s pages', () => {
  it('are rendered per request with the visitor’s own session and kept by nobody: a visitor without one is signed out', async () => {
    const signedIn = await page(staffPagePaths.day(), kiara.cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(signedIn.headers.get('x-robots-tag')).toBe('noindex');
    expect(await answerOf(signedIn)).toEqual({
      url: '/staf',
      me: 200,
      again: 200,
      name: kiara.name,
    });
    // The same address without the cookie, and with another's: never the page rendered before.
    expect(await answerOf(await page(staffPagePaths.day()))).toMatchObject({ me: 401 });
    expect(
      await answerOf(await page(staffPagePaths.day(), `__Host-staff=${'C'.repeat(43)}`)),
    ).toMatchObject({ me: 401 });
    expect(await answerOf(await page(staffPagePaths.day(), kiara.cookie))).toMatchObject({
      me: 200,
    });
  });

  it('take the sign-in form without JavaScript: the session the API sets reaches the browser on the 303', async () => {
    const res = await postForm(staffPagePaths.signIn, {
      email: kiara.email,
      password: kiara.password,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(staffPagePaths.root);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [setCookie = ''] = res.headers.getSetCookie();
    expect(setCookie).toMatch(/^__Host-staff=[A-Za-z0-9_-]{43};/);
    for (const attribute of ['Path=/', 'HttpOnly', 'Secure', 'SameSite=Strict']) {
      expect(setCookie).toContain(attribute);
    }
    desk.remember(cookieOf(res).split('=')[1] ?? '');
    expect(await answerOf(await page(staffPagePaths.day(), cookieOf(res)))).toMatchObject({
      me: 200,
    });
  });

  it('answer a wrong password with the form’s page and its message, and set no cookie', async () => {
    const res = await postForm(staffPagePaths.signIn, {
      email: kiara.email,
      password: desk.remember('bukan kata sandinya sama sekali'),
    });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await answerOf(res)).toMatchObject({ body: { message: staffMessages.signInFailed } });
  });

  it('take the sign-out form: the session ends on the server and the browser is told to drop it', async () => {
    const signedIn = await postForm(staffPagePaths.signIn, {
      email: kiara.email,
      password: kiara.password,
    });
    const cookie = cookieOf(signedIn);
    desk.remember(cookie.split('=')[1] ?? '');
    const out = await postForm(staffPagePaths.signOut, {}, { Cookie: cookie });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe(staffPagePaths.signIn);
    expect(out.headers.getSetCookie()[0]).toMatch(/^__Host-staff=;.*Max-Age=0/);
    expect(await answerOf(await page(staffPagePaths.day(), cookie))).toMatchObject({ me: 401 });
  });

  it('are not there where the site was built without its renderer: 404, no-store, noindex', async () => {
    const app = createApp({ db: desk.db, siteDir: join(site.dir, 'client') });
    const res = await app.request(staffPagePaths.day());
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    // The public pages are still the built files.
    expect((await app.request('/')).status).toBe(200);
  });

  it('refuse a form posted from another site (403) and make no session', async () => {
    const res = await postForm(
      staffPagePaths.signIn,
      { email: kiara.email, password: kiara.password },
      { Origin: 'https://penipu.example' },
    );
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
