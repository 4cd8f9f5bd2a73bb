import type { ApiError, ApiPaginated, ApiSuccess, Pagination } from '@klinik/clinic';
import type { Context, Handler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod/mini';

/** The user-facing messages of the API, in the site's language. */
export const messages = {
  endpointNotFound: 'Endpoint tidak ditemukan',
  methodNotAllowed: 'Metode tidak diizinkan',
  invalidParams: 'Parameter tidak valid',
  invalidData: 'Data yang dikirim tidak valid',
  serverError: 'Terjadi kesalahan pada server',
  serviceNotFound: 'Layanan tidak ditemukan',
  articleNotFound: 'Artikel tidak ditemukan',
  categoryNotFound: 'Kategori tidak ditemukan',
  pageNotFound: 'Halaman tidak ditemukan',
  locationNotFound: 'Lokasi tidak ditemukan',
  galleryNotFound: 'Foto galeri tidak ditemukan',
  jobNotFound: 'Lowongan tidak ditemukan',
  settingsGroupNotFound: 'Grup pengaturan tidak ditemukan',
  settingNotFound: 'Pengaturan tidak ditemukan',
  malformedJson: 'Format JSON tidak valid',
  bodyNotObject: 'Data harus berupa objek JSON',
  payloadTooLarge: 'Ukuran data melebihi batas 16 KB',
  unsupportedMediaType: 'Content-Type harus application/json',
  /** A page's plain form sent in another encoding than a browser's. */
  unsupportedFormType: 'Formulir harus dikirim sebagai application/x-www-form-urlencoded',
  contactMessageStored:
    'Terima kasih! Pesan Anda telah terkirim. Kami akan menghubungi Anda segera.',
  crossSiteRequest: 'Permintaan dari situs lain tidak diizinkan',
  tooManyMessages: (wait: string) =>
    `Anda sudah mengirim beberapa pesan dalam waktu singkat. Silakan coba lagi dalam ${wait}, atau hubungi kami lewat telepon atau WhatsApp.`,
  cannotStore: (phone: string, whatsapp: string) =>
    `Maaf, saat ini kami tidak dapat menerima pesan melalui situs. Silakan hubungi kami lewat telepon ${phone} atau WhatsApp ${whatsapp}.`,
} as const;

/** How long to wait, rounded up to what a person reads: "1 menit", "8 menit", "3 jam". */
export function formatWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes < 60 ? `${minutes} menit` : `${Math.ceil(minutes / 60)} jam`;
}

/** 429 with the wait in Retry-After (whole seconds) and in the message. */
export function tooManyRequests(
  c: Context,
  retryAfterSeconds: number,
  message: (wait: string) => string,
) {
  c.header('Retry-After', String(retryAfterSeconds));
  return fail(c, 429, message(formatWait(retryAfterSeconds)));
}

export function ok<T>(c: Context, data: T) {
  return c.json({ success: true, data } satisfies ApiSuccess<T>);
}

export function paginated<T>(c: Context, data: T[], pagination: Pagination) {
  return c.json({ success: true, data, pagination } satisfies ApiPaginated<T>);
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

/** zod's issues grouped by field name; `field` names issues about the value as a whole. */
export function issuesByField(error: z.core.$ZodError, field: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : field;
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/** 422 (or `status`) with zod's issues grouped by parameter name. */
export function invalid(
  c: Context,
  error: z.core.$ZodError,
  field: string,
  message: string = messages.invalidParams,
  status: ContentfulStatusCode = 422,
) {
  return fail(c, status, message, issuesByField(error, field));
}

/** For `app.all(path)` after the real handlers: the path exists, the method does not. */
export function methodNotAllowed(allowed: readonly string[]): Handler {
  return (c) => {
    c.header('Allow', allowed.join(', '));
    return fail(c, 405, messages.methodNotAllowed);
  };
}

/** The pagination block of a list: last_page is at least 1, also for an empty result. */
export function pagination(page: number, perPage: number, total: number): Pagination {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

/** application/json, with or without parameters such as charset. */
export function isJsonContentType(header: string | undefined): boolean {
  return header !== undefined && /^application\/json\s*(;|$)/i.test(header);
}
