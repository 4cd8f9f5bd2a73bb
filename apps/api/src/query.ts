import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from './env';
import { fail, messages } from './http';

export const maxParamLength = 200;
const maxParams = 20;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const controlCharacter = /[\u0000-\u001f\u007f]/;

/** Names are echoed in error bodies: a pathological name is shortened there. */
const shown = (name: string) => (name.length > 50 ? `${name.slice(0, 50)}...` : name);

/**
 * Runs before every API route: each query parameter must appear once, as a scalar
 * (no `tag[]=` or `page[0]=`), with at most 200 characters and no control characters. Routes
 * then read the checked values from c.get('query') and validate their own parameters;
 * parameters a route does not know are ignored.
 */
export const queryGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url;
  const start = url.indexOf('?');
  // No prototype: a parameter named __proto__ is just a key.
  const query: Record<string, string> = Object.create(null) as Record<string, string>;
  if (start !== -1) {
    const errors: Record<string, string[]> = {};
    const add = (name: string, message: string) => {
      (errors[shown(name)] ??= []).push(message);
    };
    let count = 0;
    for (const [name, value] of new URLSearchParams(url.slice(start + 1))) {
      count += 1;
      if (name.includes('[') || name.includes(']')) {
        add(name, `Parameter ${shown(name)} harus berupa satu nilai, bukan array`);
      } else if (name in query) {
        add(name, `Parameter ${shown(name)} hanya boleh diberikan satu kali`);
      } else if (name.length > maxParamLength || value.length > maxParamLength) {
        add(name, `Parameter ${shown(name)} maksimal ${maxParamLength} karakter`);
      } else if (controlCharacter.test(value)) {
        // SQLite compares text up to a NUL: "a\0" would search for "a".
        add(name, `Parameter ${shown(name)} berisi karakter yang tidak diizinkan`);
      }
      query[name] = value;
    }
    if (count > maxParams) add('query', `Maksimal ${maxParams} parameter`);
    if (Object.keys(errors).length > 0) return fail(c, 422, messages.invalidParams, errors);
  }
  c.set('query', query);
  await next();
};

/** A whole number within bounds, from its decimal text ("-1" reads as a number below min). */
export function intParam(name: string, min: number, max: number) {
  return z
    .string()
    .regex(/^-?\d+$/, `Parameter ${name} harus berupa bilangan bulat`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `Parameter ${name} minimal ${min}`)
        .max(max, `Parameter ${name} maksimal ${max}`),
    );
}

export function enumParam<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  return z.enum(values, {
    error: `Parameter ${name} harus salah satu dari: ${values.join(', ')}`,
  });
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Free text (search, tag, author); an empty value means "no filter". */
export function textParam() {
  return z.preprocess(blankToUndefined, z.string().trim().optional());
}

const slugPattern = /^[a-z0-9-]+$/;

/** A slug filter such as ?category=; an empty value means "no filter". */
export function slugParam(name: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(
        slugPattern,
        `Parameter ${name} hanya boleh berisi huruf kecil, angka, dan tanda hubung`,
      )
      .optional(),
  );
}

/** A slug or numeric id in the path (digits match the same pattern). */
export const pathSlug = z
  .string()
  .max(maxParamLength, `Slug maksimal ${maxParamLength} karakter`)
  .regex(slugPattern, 'Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung');

/** Any other path segment (a settings group or key): only its length is limited here. */
export function pathText(name: string) {
  return z.string().max(maxParamLength, `${name} maksimal ${maxParamLength} karakter`);
}

/** page/per_page with the list's own default and maximum page size. */
export function pageParams(defaultPerPage: number, maxPerPage: number) {
  return {
    page: intParam('page', 1, 10_000).default(1),
    per_page: intParam('per_page', 1, maxPerPage).default(defaultPerPage),
  };
}

export const sortOrderParam = enumParam('sort_order', ['asc', 'desc']).default('desc');

export const limitQuery = z.object({ limit: intParam('limit', 1, 12).default(3) });
