import * as z from 'zod/mini';

export const teamMemberSchema = z.object({
  id: z.int(),
  /** Name followed by degrees, as the clinic writes it: "Dimas Pratama, S.Tr.Kes., M.Fis.". */
  name: z.string(),
  /** The role on the About page: "Fisioterapis Geriatri dan Neurologi". */
  role: z.string(),
  experience: z.string(),
  description: z.string(),
  /** The position in a byline and as schema.org `jobTitle`: "Fisioterapis". */
  job_title: z.string(),
  /** The degrees and registrations behind the name, spelt out: "Magister Fisioterapi (M.Fis.)". */
  credentials: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/**
 * The team member who reviewed an article's medical content ("Ditinjau oleh …"): schema.org
 * `reviewedBy` as a `Person` with `jobTitle`.
 */
export const articleReviewerSchema = z.pick(teamMemberSchema, {
  id: true,
  name: true,
  job_title: true,
  credentials: true,
});
export type ArticleReviewer = z.infer<typeof articleReviewerSchema>;

export const testimonialSchema = z.object({
  id: z.int(),
  name: z.string(),
  role: z.string(),
  content: z.string(),
  /** 1 to 5 */
  rating: z.int().check(z.minimum(1), z.maximum(5)),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
