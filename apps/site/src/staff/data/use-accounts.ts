import type { StaffAccountListing } from '@klinik/clinic';
import type { Remote } from '@klinik/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toRemote } from '../../data/remote';
import type { StaffApi } from '../staff-api';
import { useStaffApi } from '../staff-api-context';
import type { StaffLoad } from '../staff-loader';

/** GET /staff/accounts: every staff account, its state and last sign-in (admins). */
export const accountsQuery = (staff: StaffApi) =>
  queryOptions({
    queryKey: ['staff', 'accounts'],
    queryFn: async () => (await staff.accounts()).data,
  });

export function useAccounts(): Remote<StaffAccountListing[]> {
  return toRemote(useQuery(accountsQuery(useStaffApi())));
}

export const loadAccounts: StaffLoad = ({ queryClient, staff }) =>
  queryClient.fetchQuery(accountsQuery(staff));
