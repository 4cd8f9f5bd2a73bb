import { staffRules, type StaffBooking } from '@klinik/clinic';
import type { Remote } from '@klinik/ui';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { toRemote } from '../../data/remote';
import type { StaffApi } from '../staff-api';
import { useStaffApi } from '../staff-api-context';
import type { StaffLoad } from '../staff-loader';

/** The search's parameter on the desk's search page (`staffPagePaths.search`). */
export const SEARCH_PARAM = 'q';

/** Whether a search is long enough to ask the API (a code, a name or a number). */
export const searchable = (q: string) => q.trim().length >= staffRules.searchMinLength;

/** GET /staff/search?q=: bookings of the account's branches by code, name or WhatsApp number. */
export const staffSearchQuery = (staff: StaffApi, q: string) =>
  queryOptions({
    queryKey: ['staff', 'search', q.trim()],
    queryFn: searchable(q) ? async () => (await staff.search(q.trim())).data : skipToken,
  });

/** The bookings found; 'empty' when none (or nothing searched yet). */
export function useStaffSearch(q: string): Remote<StaffBooking[]> {
  const query = useQuery(staffSearchQuery(useStaffApi(), q));
  if (!searchable(q)) return { status: 'empty' };
  return toRemote(query);
}

export const loadStaffSearch: StaffLoad = async ({ queryClient, staff, url }) => {
  const q = url.searchParams.get(SEARCH_PARAM) ?? '';
  if (searchable(q)) await queryClient.fetchQuery(staffSearchQuery(staff, q));
};
