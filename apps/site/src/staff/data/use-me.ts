import type { StaffAccount } from '@klinik/clinic';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffApi } from '../staff-api';
import { useStaffApi } from '../staff-api-context';

/** GET /staff/me: who is signed in. Every desk page's loader asks it first (`signedIn`). */
export const meQuery = (staff: StaffApi) =>
  queryOptions({
    queryKey: ['staff', 'me'],
    queryFn: async () => (await staff.me()).data,
    staleTime: 60_000,
  });

/** The account signed in; the desk's layout loader has put it in the cache before any page shows. */
export function useMe(): StaffAccount | undefined {
  return useQuery(meQuery(useStaffApi())).data;
}
