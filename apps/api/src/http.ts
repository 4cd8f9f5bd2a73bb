import type { ApiError, ApiSuccess } from '@klinik/clinic';
import type { Context, Handler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** The user-facing messages of the API, in the site's language. */
export const messages = {
  endpointNotFound: 'Endpoint tidak ditemukan',
  methodNotAllowed: 'Metode tidak diizinkan',
  invalidParams: 'Parameter tidak valid',
  serverError: 'Terjadi kesalahan pada server',
  serviceNotFound: 'Layanan tidak ditemukan',
} as const;

export function ok<T>(c: Context, data: T) {
  return c.json({ success: true, data } satisfies ApiSuccess<T>);
}

export function fail(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  errors?: ApiError['errors'],
) {
  const body: ApiError = errors ? { success: false, message, errors } : { success: false, message };
  return c.json(body, status);
}

/** 422 with zod's issues grouped by parameter name. */
export function invalid(c: Context, error: z.ZodError, field: string) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : field;
    (errors[key] ??= []).push(issue.message);
  }
  return fail(c, 422, messages.invalidParams, errors);
}

/** For `app.all(path)` after the real handlers: the path exists, the method does not. */
export function methodNotAllowed(allowed: readonly string[]): Handler {
  return (c) => {
    c.header('Allow', allowed.join(', '));
    return fail(c, 405, messages.methodNotAllowed);
  };
}
