import type { StaffClosure } from '@klinik/clinic';
import type { Remote } from '@klinik/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toRemote } from '../../data/remote';
import type { StaffApi } from '../staff-api';
import { useStaffApi } from '../staff-api-context';
import type { StaffLoad } from '../staff-loader';

/** GET /staff/closures: the clinic's closed days from today, every branch's. */
export const closuresQuery = (staff: StaffApi) =>
  queryOptions({
    queryKey: ['staff', 'closures'],
    queryFn: async () => (await staff.closures()).data,
  });

export function useClosures(): Remote<StaffClosure[]> {
  return toRemote(useQuery(closuresQuery(useStaffApi())));
}

export const loadClosures: StaffLoad = ({ queryClient, staff }) =>
  queryClient.fetchQuery(closuresQuery(staff));
