import * as z from 'zod/mini';
import { categorySchema } from './categories';
import { serviceIcons } from './options';

export const serviceSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  shortDesc: z.string(),
  slug: z.string(),
  icon: z.enum(serviceIcons),
  category: categorySchema,
  features: z.array(z.string()),
  /** Text range, e.g. "Rp 250.000 - 500.000". */
  price: z.string(),
  /** Text, e.g. "60-90 menit". */
  duration: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceFaqSchema = z.object({ question: z.string(), answer: z.string() });
export type ServiceFaq = z.infer<typeof serviceFaqSchema>;

export const serviceDetailSchema = z.extend(serviceSchema, {
  /** Plain text, paragraphs separated by a blank line. */
  fullDescription: z.string(),
  benefits: z.array(z.string()),
  /** Each step is "title - detail". */
  process: z.array(z.string()),
  includes: z.array(z.string()),
  faqs: z.array(serviceFaqSchema),
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;
