/**
 * The envelope of every answer: `{ success: true, data }`, lists of a page add `pagination`, a
 * created record adds the message for the visitor; failures are `{ success: false, message,
 * errors? }` with Indonesian messages per field.
 */
import * as z from 'zod/mini';

export const paginationSchema = z.object({
  current_page: z.int(),
  last_page: z.int(),
  per_page: z.int(),
  total: z.int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export function apiSuccess<T extends z.ZodMiniType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export function apiPaginated<T extends z.ZodMiniType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), pagination: paginationSchema });
}

export function apiCreated<T extends z.ZodMiniType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

/** The answers the builders above describe, for any payload type. */
export interface ApiSuccess<T> {
  success: true;
  data: T;
}
export interface ApiPaginated<T> {
  success: true;
  data: T[];
  pagination: Pagination;
}
export interface ApiCreated<T> extends ApiSuccess<T> {
  message: string;
}
