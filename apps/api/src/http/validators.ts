import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { pathSlug } from '@klinik/clinic';
import * as z from 'zod/mini';
import { fail, invalid, isJsonContentType, messages } from './responses';

type Target = keyof Pick<ValidationTargets, 'query' | 'param' | 'json'>;

/**
 * What a refusal says about each target: the message of the answer, and the field named for
 * an issue about the value as a whole (a body that is not an object has no field of its own).
 */
const refusals: Record<Target, { message: string; field: string }> = {
  query: { message: messages.invalidParams, field: 'query' },
  param: { message: messages.invalidParams, field: 'path' },
  json: { message: messages.invalidData, field: 'body' },
};

/**
 * The contract's schema as a route's validator: 422 (or `status`: the booking calls answer 400)
 * with the Indonesian message of every refused parameter or field (`errors`,
 * by name), else the parsed value in `c.req.valid(target)`. zod/mini schemas carry
 * `safeParseAsync`, which is all the middleware calls.
 */
export function valid<T extends Target, S extends z.ZodMiniType>(
  target: T,
  schema: S,
  status: ContentfulStatusCode = 422,
) {
  const { message, field } = refusals[target];
  return zValidator(target, schema, (result, c: Context) => {
    if (!result.success) return invalid(c, result.error, field, message, status);
  });
}

/**
 * The body must be a JSON object: 415 for another type (checked here too, not only for requests
 * with a body, since this route needs one), 400 for text that is not JSON or JSON that is not an
 * object. Hono's JSON validator would take a missing Content-Type as an empty object and answer
 * malformed JSON in English; the parsed body stays cached for it.
 */
export const jsonObjectBody: MiddlewareHandler = async (c, next) => {
  if (!isJsonContentType(c.req.header('content-type'))) {
    return fail(c, 415, messages.unsupportedMediaType);
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return fail(c, 400, messages.malformedJson);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return fail(c, 400, messages.bodyNotObject);
  }
  await next();
};

/** `:slug` of every detail route: a slug or a numeric id. */
export const slugParams = valid('param', z.object({ slug: pathSlug }));
