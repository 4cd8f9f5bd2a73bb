import type { StaffSetupInfo } from '@klinik/clinic';
import type { Remote } from '@klinik/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../data/api-client';
import { toRemote } from '../../data/remote';
import type { StaffApi } from '../staff-api';
import { useStaffApi } from '../staff-api-context';

/**
 * GET /staff/setup/{token}: whose set-up link it is and the authenticator to add. Asked once: a
 * link used meanwhile answers 410, so the page keeps what it was given (see the set-up's action).
 */
export const setupInfoQuery = (staff: StaffApi, token: string) =>
  queryOptions({
    queryKey: ['staff', 'setup', token],
    queryFn: async () => (await staff.setupInfo(token)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The link is unknown (404), used or expired (410): the page says so and whom to ask. */
export const isInvalidLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 410);

/** The set-up's account and authenticator; 'empty' for a link that no longer works. */
export function useSetupInfo(token: string): Remote<StaffSetupInfo> {
  return toRemote(useQuery(setupInfoQuery(useStaffApi(), token)), {
    isEmpty: () => false,
    isMissing: isInvalidLink,
  });
}
