import * as z from 'zod/mini';

export const faqCategorySchema = z.object({ id: z.int(), name: z.string(), slug: z.string() });
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const faqItemSchema = z.object({
  id: z.int(),
  question: z.string(),
  answer: z.string(),
  category: z.nullable(faqCategorySchema),
  isActive: z.boolean(),
  order: z.int(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
