import { MAX_PARAMS, MAX_PARAM_LENGTH, controlCharacter, paramMessages } from '@klinik/clinic';
import type { MiddlewareHandler } from 'hono';
import { fail, messages } from './responses';

/** Names are echoed in error bodies: a pathological name is shortened there. */
const shown = (name: string) => (name.length > 50 ? `${name.slice(0, 50)}...` : name);

/**
 * Runs before every API route, on what the routes' validators read (Hono's parse of the query
 * string): each parameter at most once and as a scalar (no `tag[]=` or `page[0]=`), at most
 * MAX_PARAMS of them, each name and value at most MAX_PARAM_LENGTH characters without control
 * characters, also the parameters no route knows. Each route then checks its own parameters
 * with the contract's schema (src/http/validators.ts); the ones it does not know are ignored.
 */
export const queryGuard: MiddlewareHandler = async (c, next) => {
  if (!c.req.url.includes('?')) return next();
  const errors: Record<string, string[]> = {};
  const add = (name: string, message: string) => {
    (errors[shown(name)] ??= []).push(message);
  };
  let count = 0;
  for (const [name, values] of Object.entries(c.req.queries())) {
    count += values.length;
    const label = shown(name);
    if (name.includes('[') || name.includes(']')) {
      add(name, paramMessages.notArray(label));
    } else if (values.length > 1) {
      add(name, paramMessages.repeated(label));
    } else if (name.length > MAX_PARAM_LENGTH || values.some((v) => v.length > MAX_PARAM_LENGTH)) {
      add(name, paramMessages.tooLong(label));
    } else if (values.some((value) => controlCharacter.test(value))) {
      // SQLite compares text up to a NUL: "a\0" would search for "a".
      add(name, paramMessages.controlCharacters(label));
    }
  }
  if (count > MAX_PARAMS) add('query', paramMessages.tooMany);
  if (Object.keys(errors).length > 0) return fail(c, 422, messages.invalidParams, errors);
  return next();
};
