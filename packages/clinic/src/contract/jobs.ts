import * as z from 'zod/mini';
import { jobDepartments, jobLocations, jobTypes } from '../careers';
import { choiceValues } from './options';
import { enumParam, flagParam, textParam } from './params';

export const jobDepartmentValues = choiceValues(jobDepartments);
export const jobLocationValues = choiceValues(jobLocations);
export const jobTypeValues = choiceValues(jobTypes);

/** GET /jobs: an opening at the clinic (spec section 3, Job). */
export const jobSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  department: z.enum(jobDepartmentValues),
  location: z.enum(jobLocationValues),
  type: z.enum(jobTypeValues),
  /** Text, e.g. "Minimal 2 tahun". */
  experience: z.string(),
  /** Text range in rupiah, e.g. "Rp 6.000.000 - 9.000.000 / bulan". */
  salary: z.string(),
  description: z.string(),
  requirements: z.array(z.string()),
  benefits: z.array(z.string()),
  /** "2025-03-01" */
  posted_at: z.string(),
  /** "2025-04-30": the last day applications are read. */
  deadline: z.string(),
  is_featured: z.boolean(),
});
export type Job = z.infer<typeof jobSchema>;

/** GET /jobs: every filter optional; the careers page's keyword box is `search`. */
export const jobListQuery = z.object({
  department: z.optional(enumParam('department', jobDepartmentValues)),
  location: z.optional(enumParam('location', jobLocationValues)),
  type: z.optional(enumParam('type', jobTypeValues)),
  featured: flagParam('featured'),
  search: textParam('search'),
});
export type JobListQuery = z.infer<typeof jobListQuery>;
