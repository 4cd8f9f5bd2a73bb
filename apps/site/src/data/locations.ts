import type { Location } from '@klinik/clinic';

/**
 * Spec section 7: the locations call is accepted as {success, data: [...]}, {data: [...]} or a
 * bare array. Anything else is a failed call, not an empty list.
 */
export function readLocations(body: unknown): Location[] {
  if (Array.isArray(body)) return body as Location[];
  if (typeof body === 'object' && body !== null && 'data' in body && Array.isArray(body.data)) {
    return body.data as Location[];
  }
  throw new Error('Failed to load locations');
}
