import * as z from 'zod/mini';

export const teamMemberSchema = z.object({
  id: z.int(),
  name: z.string(),
  role: z.string(),
  experience: z.string(),
  description: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const testimonialSchema = z.object({
  id: z.int(),
  name: z.string(),
  role: z.string(),
  content: z.string(),
  /** 1 to 5 */
  rating: z.int().check(z.minimum(1), z.maximum(5)),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
