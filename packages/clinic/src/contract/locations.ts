import * as z from 'zod/mini';
import { branches } from '../facts';
import { weekHoursSchema } from './settings';

const branchValues = branches.map((branch) => branch.value) as [
  (typeof branches)[number]['value'],
  ...(typeof branches)[number]['value'][],
];

export const locationSchema = z.object({
  id: z.int(),
  /** The branch value of the consultation form: kiaracondong, sumur-bandung, mhorfitness. */
  slug: z.enum(branchValues),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  /** One line for display: "Senin - Jumat 09:00-17:00, Sabtu 10:00-17:00, Minggu tutup". */
  operating_hours: z.string(),
  business_hours: weekHoursSchema,
  facilities: z.array(z.string()),
  latitude: z.number(),
  longitude: z.number(),
  is_main_location: z.boolean(),
  /**
   * The branch's next closure within the booking's 14 days (Jakarta), a holiday or a day the
   * clinic closed it: the card shows "Tutup 25 Desember: Hari Raya Natal". Absent when none.
   */
  next_closure: z.optional(z.object({ date: z.string(), reason: z.string() })),
});
/** A branch as the API answers it (a client reads `Location`, see read.ts). */
export type LocationRecord = z.infer<typeof locationSchema>;

export const locationSummarySchema = z.pick(locationSchema, {
  id: true,
  slug: true,
  name: true,
  address: true,
  phone: true,
  is_main_location: true,
});
export type LocationSummary = z.infer<typeof locationSummarySchema>;

/**
 * GET /locations: the spec accepts the list as `{ success, data: [...] }`, `{ data: [...] }` or a
 * bare array; the site reads all three.
 */
export const locationsAnswerSchema = z.union([
  z.array(locationSchema),
  z.object({ success: z.optional(z.boolean()), data: z.array(locationSchema) }),
]);
