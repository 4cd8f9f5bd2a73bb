import {
  contactMessageInputSchema,
  contactSubjects,
  type ApiCreated,
  type ContactInfo,
  type ContactMessageReceipt,
} from '@klinik/clinic';
import { Hono, type Context } from 'hono';
import { messages, methodNotAllowed, ok, tooManyRequests } from '../http/responses';
import type { Stores } from '../data/stores';
import { jsonObjectBody, valid } from '../http/validators';

export interface ContactRouteOptions {
  /** The key the per-client limits count by (src/http/visitor-key.ts). */
  clientKey: (c: Context) => string;
  /** Told after a message is stored for delivery. */
  onContactMessage?: () => void;
  /** The server's clock: the limits', the message's time and when its mail is due. */
  now?: () => number;
}

export function contactRoutes(
  {
    settings,
    locations,
    contactMessages,
  }: Pick<Stores, 'settings' | 'locations' | 'contactMessages'>,
  { clientKey, onContactMessage, now = Date.now }: ContactRouteOptions,
): Hono {
  return new Hono()
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
    .post('/contact-messages', jsonObjectBody, valid('json', contactMessageInputSchema), (c) => {
      const accepted = contactMessages.accept(c.req.valid('json'), clientKey(c), now());
      if (accepted.outcome === 'limited') {
        return tooManyRequests(c, accepted.retryAfterSeconds, messages.tooManyMessages);
      }
      if (accepted.outcome === 'stored' && accepted.status === 'pending') onContactMessage?.();
      // A repeat and a honeypot hit (stored or not) get the same answer as a new message: the
      // sender learns nothing to adjust.
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
