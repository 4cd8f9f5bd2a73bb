import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import { pathSlug } from '@klinik/clinic';
import * as z from 'zod/mini';
import { invalid, messages } from './responses';

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
 * The contract's schema as a route's validator: 422 with the Indonesian message of every
 * refused parameter or field (`errors`, by name), else the parsed value in
 * `c.req.valid(target)`. zod/mini schemas carry `safeParseAsync`, which is all the middleware
 * calls.
 */
export function valid<T extends Target, S extends z.ZodMiniType>(target: T, schema: S) {
  const { message, field } = refusals[target];
  return zValidator(target, schema, (result, c: Context) => {
    if (!result.success) return invalid(c, result.error, field, message);
  });
}

/** `:slug` of every detail route: a slug or a numeric id. */
export const slugParams = valid('param', z.object({ slug: pathSlug }));
