import {
  dataRequestInputSchema,
  privacyMessages,
  type ApiCreated,
  type DataRequestReceipt,
} from '@klinik/clinic';
import { Hono, type Context } from 'hono';
import type { Stores } from '../data/stores';
import { fail, messages, methodNotAllowed, tooManyRequests } from '../http/responses';
import { jsonObjectBody, valid } from '../http/validators';

export interface PrivacyRouteOptions {
  /** The key the per-client limits count by (src/http/visitor-key.ts). */
  clientKey: (c: Context) => string;
  /** Whether a request comes from another site (src/http/cross-site.ts). */
  isCrossSite: (c: Context) => boolean;
  /** Told after a request is stored for delivery (the outbox's wake). */
  onRequest?: () => void;
  now: () => number;
}

/**
 * POST /privacy-requests: a person's request about their data, from the privacy page's form.
 * The contact form's limits, honeypot and duplicate window; a browser's post from another site is
 * refused (403). Stored, then mailed to the clinic by the outbox like a contact message.
 */
export function privacyRoutes(
  { privacy }: Pick<Stores, 'privacy'>,
  { clientKey, isCrossSite, onRequest, now }: PrivacyRouteOptions,
): Hono {
  return new Hono()
    .post(
      '/privacy-requests',
      (c, next) => (isCrossSite(c) ? fail(c, 403, messages.crossSiteRequest) : next()),
      jsonObjectBody,
      valid('json', dataRequestInputSchema),
      (c) => {
        const accepted = privacy.accept(c.req.valid('json'), clientKey(c), new Date(now()));
        if (accepted.outcome === 'limited') {
          return tooManyRequests(c, accepted.retryAfterSeconds, privacyMessages.tooMany);
        }
        if (accepted.outcome === 'stored' && accepted.status === 'pending') onRequest?.();
        // A repeat and a honeypot hit get the same answer as a new request.
        return c.json(
          {
            success: true,
            message: privacyMessages.received,
            data: accepted.receipt,
          } satisfies ApiCreated<DataRequestReceipt>,
          201,
        );
      },
    )
    .all('/privacy-requests', methodNotAllowed(['POST']));
}
