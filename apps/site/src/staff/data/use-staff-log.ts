import type { Pagination, StaffLogRow } from '@klinik/clinic';
import type { Remote } from '@klinik/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toRemote } from '../../data/remote';
import type { StaffApi } from '../staff-api';
import { useStaffApi } from '../staff-api-context';
import type { StaffLoad } from '../staff-loader';

/** The log page's parameter: which page of the log, newest first. */
export const LOG_PAGE_PARAM = 'page';

/** The page of the log an address asks for (1 when none or not a page number). */
export function logPage(params: URLSearchParams): number {
  const page = Number(params.get(LOG_PAGE_PARAM) ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A page of the log: its rows, newest first, and where it stands among the pages. */
export interface StaffLogPage {
  rows: StaffLogRow[];
  pagination: Pagination;
}

/** GET /staff/log?page=: a page of the log (admins), with its pagination. */
export const staffLogQuery = (staff: StaffApi, page: number) =>
  queryOptions({
    queryKey: ['staff', 'log', page],
    queryFn: async (): Promise<StaffLogPage> => {
      const { data, pagination } = await staff.log(page);
      return { rows: data, pagination };
    },
  });

export function useStaffLog(page: number): Remote<StaffLogPage> {
  return toRemote(useQuery(staffLogQuery(useStaffApi(), page)), {
    isEmpty: (log) => log.rows.length === 0,
  });
}

export const loadStaffLog: StaffLoad = ({ queryClient, staff, url }) =>
  queryClient.fetchQuery(staffLogQuery(staff, logPage(url.searchParams)));
