import {
  contactSubjects,
  type ApiCreated,
  type ContactInfo,
  type ContactMessageReceipt,
} from '@klinik/clinic';
import { Hono, type Context } from 'hono';
import { contactMessageSchema } from '../data/contact-messages';
import type { AppEnv } from '../env';
import {
  fail,
  invalid,
  isJsonContentType,
  messages,
  methodNotAllowed,
  ok,
  tooManyRequests,
} from '../http';
import type { Stores } from '../stores';

export interface ContactRouteOptions {
  /** The key the per-client limits count by (src/client.ts). */
  clientKey: (c: Context) => string;
  /** Told after a message is stored for delivery. */
  onContactMessage?: () => void;
}

export function contactRoutes(
  {
    settings,
    locations,
    contactMessages,
  }: Pick<Stores, 'settings' | 'locations' | 'contactMessages'>,
  { clientKey, onContactMessage }: ContactRouteOptions,
): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/contact', (c) => {
      const { contact, general } = settings.all();
      return ok(c, {
        ...contact,
        business_hours: general.business_hours,
        timezone: general.timezone,
        locations: locations.summaries(),
        subjects: contactSubjects.map(({ value, label }) => ({ value, label })),
      } satisfies ContactInfo);
    })
    .post('/contact-messages', async (c) => {
      // Checked here too, not only for requests with a body: this route needs one.
      if (!isJsonContentType(c.req.header('content-type'))) {
        return fail(c, 415, messages.unsupportedMediaType);
      }
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return fail(c, 400, messages.malformedJson);
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return fail(c, 400, messages.bodyNotObject);
      }
      const input = contactMessageSchema.safeParse(body);
      if (!input.success) return invalid(c, input.error, 'body', messages.invalidData);
      const accepted = contactMessages.accept(input.data, clientKey(c));
      if (accepted.outcome === 'limited') {
        return tooManyRequests(
          c,
          accepted.retryAfterSeconds,
          accepted.scope === 'client' ? messages.tooManyMessages : messages.inboxFull,
        );
      }
      if (accepted.outcome === 'stored' && accepted.status === 'pending') onContactMessage?.();
      // A repeat and a honeypot hit get the same answer as a new message: the sender learns
      // nothing to adjust.
      return c.json(
        {
          success: true,
          message: messages.contactMessageStored,
          data: accepted.receipt,
        } satisfies ApiCreated<ContactMessageReceipt>,
        201,
      );
    })
    .all('/contact', methodNotAllowed(['GET', 'HEAD']))
    .all('/contact-messages', methodNotAllowed(['POST']));
}
