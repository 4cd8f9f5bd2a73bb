import * as z from 'zod/mini';
import { categoryTypes } from './options';
import { enumParam } from './params';

export const categorySchema = z.object({ id: z.int(), name: z.string(), slug: z.string() });
export type Category = z.infer<typeof categorySchema>;

export const categoryDetailSchema = z.extend(categorySchema, {
  type: z.enum(categoryTypes),
  description: z.string(),
  articles_count: z.int(),
  services_count: z.int(),
});
/** As the API answers it (a client reads `CategoryDetail`, see read.ts). */
export type CategoryDetailRecord = z.infer<typeof categoryDetailSchema>;

/** GET /categories and /categories/{slug}: `type` picks article or service categories. */
export const categoryQuery = z.object({ type: z.optional(enumParam('type', categoryTypes)) });
