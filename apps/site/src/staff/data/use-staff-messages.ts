import type { StaffMessage } from '@klinik/clinic';
import type { Remote } from '@klinik/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toRemote } from '../../data/remote';
import type { StaffApi } from '../staff-api';
import { useStaffApi } from '../staff-api-context';
import type { StaffLoad } from '../staff-loader';

/** GET /staff/messages: the contact messages of the account's branches, newest first. */
export const staffMessagesQuery = (staff: StaffApi) =>
  queryOptions({
    queryKey: ['staff', 'messages'],
    queryFn: async () => (await staff.messages()).data,
  });

export function useStaffMessages(): Remote<StaffMessage[]> {
  return toRemote(useQuery(staffMessagesQuery(useStaffApi())));
}

export const loadStaffMessages: StaffLoad = ({ queryClient, staff }) =>
  queryClient.fetchQuery(staffMessagesQuery(staff));
