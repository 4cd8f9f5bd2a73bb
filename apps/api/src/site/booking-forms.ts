import {
  bookingPagePaths,
  bookingMessages,
  bookingMoveSchema,
  bookingRequestSchema,
  pagePaths,
  type BookingFormRefusal,
} from '@klinik/clinic';
import { Hono, type Context } from 'hono';
import type { BookingOutcome, BookingRefusal } from '../data/bookings';
import type { Stores } from '../data/stores';
import { issuesByField, messages } from '../http/responses';
import type { PagesEnv, SitePages } from './rendered-pages';

/**
 * The booking pages' plain forms, posted without JavaScript (issue 24): the same rules and
 * store as the JSON calls, answered as a browser expects a form to be. A booking made or moved
 * leads on with 303 to its page; a refusal is the page it was posted from, rendered with the
 * message beside what was typed (`SitePages.refusedForm`), in the refusal's status. With
 * JavaScript the site sends the same forms to /api/v1 itself.
 */
export interface BookingFormOptions {
  stores: Pick<Stores, 'bookings' | 'settings'>;
  pages: SitePages;
  /** The key the per-client limits count by (src/http/visitor-key.ts). */
  clientKey: (c: Context) => string;
  /** Whether a request comes from another site (src/http/cross-site.ts). */
  isCrossSite: (c: Context) => boolean;
  now: () => number;
}

/** More than any booking form holds (a complaint of 1,000 characters, percent-encoded). */
const maxFormBytes = 16 * 1024;

/** Fields never written back into a page: the honeypot is the form's, not the visitor's. */
const notEchoed = new Set(['website']);

type FormResult = { ok: true; form: Record<string, string> } | { ok: false; response: Response };

async function readForm(c: Context): Promise<FormResult> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    return { ok: false, response: c.text(messages.unsupportedFormType, 415) };
  }
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > maxFormBytes)
    return { ok: false, response: c.text(messages.payloadTooLarge, 413) };
  const text = await c.req.text();
  if (Buffer.byteLength(text) > maxFormBytes) {
    return { ok: false, response: c.text(messages.payloadTooLarge, 413) };
  }
  return { ok: true, form: Object.fromEntries(new URLSearchParams(text)) };
}

function echoed(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(form).filter(([name]) => !notEchoed.has(name)));
}

function asRefusal(refusal: BookingRefusal, form: Record<string, string>): BookingFormRefusal {
  return {
    status: refusal.status,
    message: refusal.message,
    ...(refusal.field ? { errors: { [refusal.field]: [refusal.message] } } : {}),
    values: echoed(form),
  };
}

export function bookingForms({
  stores,
  pages,
  clientKey,
  isCrossSite,
  now,
}: BookingFormOptions): Hono<PagesEnv> {
  const clock = () => new Date(now());

  /** The booking page with the choices of the form, as the refusal's page. */
  const bookingPageOf = (form: Record<string, string>) =>
    new URL(
      pagePaths.bookingWith({ branch: form.branch, service: form.service, date: form.date }),
      'http://site.internal',
    );

  const managePage = (token: string) =>
    new URL(bookingPagePaths.bookingManage(token), 'http://site.internal');

  /** A booking changed on its page: back to the page, which shows it as it is now. */
  const answer = (
    c: Context<PagesEnv>,
    outcome: BookingOutcome<unknown>,
    form: Record<string, string>,
    page: URL,
  ) =>
    outcome.ok
      ? c.redirect(`${page.pathname}${page.search}`, 303)
      : pages.refusedForm(c, page, asRefusal(outcome, form));

  // The paths of bookingPagePaths.bookingCancelForm and bookingMoveForm, with the token as a parameter.
  return new Hono<PagesEnv>()
    .use('*', async (c, next) => {
      // Another site's page must not book, cancel or move in a visitor's name.
      if (isCrossSite(c)) return c.text(messages.crossSiteRequest, 403);
      await next();
    })
    .post(pagePaths.booking, async (c) => {
      const read = await readForm(c);
      if (!read.ok) return read.response;
      const { form } = read;
      // A warning sign ticked in a browser that could not hide the form (no CSS :has()): the
      // advice to see a doctor today, never a booking.
      if ('warning' in form) {
        return pages.refusedForm(c, bookingPageOf(form), {
          status: 400,
          message: stores.settings.booking().emergency_advice,
          values: echoed(form),
        });
      }
      const parsed = bookingRequestSchema.safeParse(form);
      if (!parsed.success) {
        return pages.refusedForm(c, bookingPageOf(form), {
          status: 400,
          message: messages.invalidData,
          errors: issuesByField(parsed.error, 'body'),
          values: echoed(form),
        });
      }
      const created = stores.bookings.create(parsed.data, {
        now: clock(),
        clientKey: clientKey(c),
      });
      if (!created.ok) return pages.refusedForm(c, bookingPageOf(form), asRefusal(created, form));
      return c.redirect(bookingPagePaths.bookingConfirmation(created.value.manage_token), 303);
    })
    .post(`${pagePaths.booking}/kelola/:token/batal`, async (c) => {
      const read = await readForm(c);
      if (!read.ok) return read.response;
      const token = c.req.param('token');
      return answer(c, stores.bookings.cancel(token, clock()), read.form, managePage(token));
    })
    .post(`${pagePaths.booking}/kelola/:token/pindah`, async (c) => {
      const read = await readForm(c);
      if (!read.ok) return read.response;
      const { form } = read;
      const token = c.req.param('token');
      const move = bookingMoveSchema.safeParse(form);
      if (!move.success) {
        return pages.refusedForm(c, managePage(token), {
          status: 400,
          message: bookingMessages.timeRequired,
          errors: issuesByField(move.error, 'body'),
          values: echoed(form),
        });
      }
      return answer(c, stores.bookings.move(token, move.data, clock()), form, managePage(token));
    });
}
