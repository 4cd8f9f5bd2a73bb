import type { StaffSession } from '@klinik/clinic';
import type { Remote } from '@klinik/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toRemote } from '../../data/remote';
import type { StaffApi } from '../staff-api';
import { useStaffApi } from '../staff-api-context';
import type { StaffLoad } from '../staff-loader';

/** GET /staff/account: the signed-in account and its live sessions, this one first. */
export const ownAccountQuery = (staff: StaffApi) =>
  queryOptions({
    queryKey: ['staff', 'own-account'],
    queryFn: async () => (await staff.ownAccount()).data,
  });

/** The account's live sessions; the list holds this one while signed in, so never empty. */
export function useOwnSessions(): Remote<StaffSession[]> {
  return toRemote(useQuery({ ...ownAccountQuery(useStaffApi()), select: (own) => own.sessions }));
}

export const loadOwnAccount: StaffLoad = ({ queryClient, staff }) =>
  queryClient.fetchQuery(ownAccountQuery(staff));
