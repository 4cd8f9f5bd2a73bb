/**
 * Request parameters: how a query or path value is read and what it may be, with the Indonesian
 * message a program gets (422) when it is not. The API validates with these; the site reads its
 * own URL state with the same schemas made lenient (see `lenient`), so both accept exactly the
 * same values.
 */
import * as z from 'zod/mini';
import {
  MAX_PAGE,
  MAX_PARAM_LENGTH,
  MAX_PARAMS,
  controlCharacter,
  slugPattern,
  sortOrders,
} from './options';

/**
 * The messages of a refused parameter, one wording each: the schemas below use them, and the
 * API's transport check (each parameter once, as one value, at most MAX_PARAMS) uses the rest.
 */
export const paramMessages = {
  notInteger: (name: string) => `Parameter ${name} harus berupa bilangan bulat`,
  min: (name: string, min: number) => `Parameter ${name} minimal ${min}`,
  max: (name: string, max: number) => `Parameter ${name} maksimal ${max}`,
  oneOf: (name: string, values: readonly string[]) =>
    `Parameter ${name} harus salah satu dari: ${values.join(', ')}`,
  slug: (name: string) =>
    `Parameter ${name} hanya boleh berisi huruf kecil, angka, dan tanda hubung`,
  tooLong: (name: string, max: number = MAX_PARAM_LENGTH) =>
    `Parameter ${name} maksimal ${max} karakter`,
  controlCharacters: (name: string) => `Parameter ${name} berisi karakter yang tidak diizinkan`,
  notArray: (name: string) => `Parameter ${name} harus berupa satu nilai, bukan array`,
  repeated: (name: string) => `Parameter ${name} hanya boleh diberikan satu kali`,
  tooMany: `Maksimal ${MAX_PARAMS} parameter`,
  notDate: (name: string) => `Parameter ${name} harus berupa tanggal (YYYY-MM-DD)`,
} as const;

/** A whole number within bounds, from its decimal text ("-1" reads as a number below min). */
export function intParam(name: string, min: number, max: number) {
  return z.pipe(
    z.string().check(z.regex(/^-?\d+$/, paramMessages.notInteger(name))),
    z.pipe(
      z.transform(Number),
      z
        .number()
        .check(
          z.minimum(min, paramMessages.min(name, min)),
          z.maximum(max, paramMessages.max(name, max)),
        ),
    ),
  );
}

/** One of a fixed list of values. */
export function enumParam<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  return z.enum(values, { error: paramMessages.oneOf(name, values) });
}

/** An empty or blank text as absent: an empty form field means "not given". */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * Free text (search, tag, author), trimmed; an empty value means "no filter". No control
 * characters: SQLite compares text up to a NUL, so "a\0" would search for "a".
 */
export function textParam(name: string, maxLength: number = MAX_PARAM_LENGTH) {
  return z.pipe(
    z.transform(blankToUndefined),
    z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(maxLength, paramMessages.tooLong(name, maxLength)),
        z.refine((text) => !controlCharacter.test(text), paramMessages.controlCharacters(name)),
      ),
    ),
  );
}

/** A slug filter such as ?category=; an empty value means "no filter". */
export function slugParam(name: string) {
  return z.pipe(
    z.transform(blankToUndefined),
    z.optional(z.string().check(z.regex(slugPattern, paramMessages.slug(name)))),
  );
}

/** `true`/`false` (or 1/0) as a filter; absent means "either". */
export function flagParam(name: string) {
  return z.optional(
    z.pipe(
      enumParam(name, ['true', 'false', '1', '0']),
      z.transform((value) => value === 'true' || value === '1'),
    ),
  );
}

/** page and per_page with a list's own default and largest page size. */
export function pageParams(defaultPerPage: number, maxPerPage: number) {
  return {
    page: z._default(intParam('page', 1, MAX_PAGE), 1),
    per_page: z._default(intParam('per_page', 1, maxPerPage), defaultPerPage),
  };
}

export const sortOrderParam = z._default(enumParam('sort_order', sortOrders), 'desc');

/** A slug or numeric id in the path (digits match the same pattern). */
export const pathSlug = z
  .string()
  .check(
    z.maxLength(MAX_PARAM_LENGTH, `Slug maksimal ${MAX_PARAM_LENGTH} karakter`),
    z.regex(slugPattern, 'Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung'),
  );

/** Any other path segment (a settings group or key): only its length is limited here. */
export function pathText(name: string) {
  return z
    .string()
    .check(z.maxLength(MAX_PARAM_LENGTH, `${name} maksimal ${MAX_PARAM_LENGTH} karakter`));
}

/** ?limit= of the short lists (featured, latest, popular). */
export const limitQuery = z.object({ limit: z._default(intParam('limit', 1, 12), 3) });

/**
 * The same parameters for a reader that never refuses: an invalid value falls back to the
 * field's default (or to absent). The site reads its address bar with this, because a shared
 * link with a stray parameter must still open the page.
 */
export function lenient<Shape extends z.core.$ZodLooseShape>(schema: z.ZodMiniObject<Shape>) {
  const shape = Object.fromEntries(
    Object.entries(schema.def.shape).map(([key, field]) => [
      key,
      z.catch(field as z.ZodMiniType, () => {
        const fallback = z.safeParse(field as z.ZodMiniType, undefined);
        return fallback.success ? fallback.data : undefined;
      }),
    ]),
  ) as { [K in keyof Shape]: z.ZodMiniCatch<Shape[K]> };
  return z.object(shape);
}
