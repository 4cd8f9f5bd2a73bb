import {
  contactSubjects,
  type ApiCreated,
  type ContactInfo,
  type ContactMessageReceipt,
} from '@klinik/clinic';
import { Hono } from 'hono';
import { contactMessageSchema } from '../data/contact-messages';
import type { AppEnv } from '../env';
import { fail, invalid, isJsonContentType, messages, methodNotAllowed, ok } from '../http';
import type { Stores } from '../stores';

export function contactRoutes({
  settings,
  locations,
  contactMessages,
}: Pick<Stores, 'settings' | 'locations' | 'contactMessages'>): Hono<AppEnv> {
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
      const receipt = contactMessages.add(input.data);
      return c.json(
        {
          success: true,
          message: messages.contactMessageStored,
          data: receipt,
        } satisfies ApiCreated<ContactMessageReceipt>,
        201,
      );
    })
    .all('/contact', methodNotAllowed(['GET', 'HEAD']))
    .all('/contact-messages', methodNotAllowed(['POST']));
}
