/**
 * What the front desk's client accepts from the API: each answer of `staffAnswerSchemas` as it is
 * (the desk and the API ship together, so no field is optional on the way in), and the refusals
 * that say more than a message read with their own schemas. Apart from read.ts, so that the desk
 * carries none of the public answers' schemas, and no public page any of these.
 */
import type * as z from 'zod/mini';
import type { ApiError } from './envelope';
import { readWith, type ReadResult } from './read-with';
import {
  staffAnswerSchemas,
  staffClosureConflictSchema,
  staffTakenSchema,
  type StaffEndpoint,
  type StaffRecords,
} from './staff';

/** The answer of a desk call, checked with its endpoint's schema. */
export function readStaffAnswer<E extends StaffEndpoint>(
  endpoint: E,
  payload: unknown,
): ReadResult<StaffRecords[E]> {
  return readWith(staffAnswerSchemas[endpoint], payload) as ReadResult<StaffRecords[E]>;
}

/** A 409 of a closure on a day that still holds bookings: those bookings, to contact first. */
export type StaffClosureRefusal = z.infer<typeof staffClosureConflictSchema>;
/** A 409 of a move or a desk booking whose time was taken meanwhile: the date's times now. */
export type StaffTakenRefusal = z.infer<typeof staffTakenSchema>;

const refusalSchemas: Partial<
  Record<StaffEndpoint, typeof staffClosureConflictSchema | typeof staffTakenSchema>
> = {
  addClosure: staffClosureConflictSchema,
  moveBooking: staffTakenSchema,
  createBooking: staffTakenSchema,
};

/**
 * A refusal of a desk call, read: a closure's conflict and a taken time with what they carry;
 * any other (or one without its extra fields) as the plain refusal it is.
 */
export function readStaffRefusal(
  endpoint: StaffEndpoint,
  payload: ApiError,
): ApiError | StaffClosureRefusal | StaffTakenRefusal {
  const schema = refusalSchemas[endpoint];
  const read = schema && readWith(schema, payload);
  return read?.ok ? read.value : payload;
}
