import type { StaffBooking, StaffTimesQuery } from '@klinik/clinic';
import type { Remote } from '@klinik/ui';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { isNotFound } from '../../data/api-client';
import { toRemote } from '../../data/remote';
import type { StaffApi } from '../staff-api';
import { useStaffApi } from '../staff-api-context';
import type { StaffLoad } from '../staff-loader';

/** GET /staff/bookings/{code}: a booking as the desk sees it, its history and notes. */
export const staffBookingQuery = (staff: StaffApi, code: string) =>
  queryOptions({
    queryKey: ['staff', 'booking', code],
    queryFn: async () => (await staff.booking(code)).data,
  });

/**
 * GET /staff/booking-times: a date's times for a branch and service, from now on (the desk books
 * without the visitors' lead time). Asked again every time: a kept answer would offer a time
 * taken meanwhile.
 */
export const staffTimesQuery = (staff: StaffApi, choice: StaffTimesQuery | undefined) =>
  queryOptions({
    queryKey: ['staff', 'times', choice?.branch, choice?.service, choice?.date ?? ''],
    queryFn: choice ? async () => (await staff.times(choice)).data : skipToken,
    staleTime: 0,
  });

/** The booking of the page; 'empty' for one that does not exist or the account may not see. */
export function useStaffBooking(code: string): Remote<StaffBooking> {
  return toRemote(useQuery(staffBookingQuery(useStaffApi(), code)), {
    isEmpty: () => false,
    isMissing: isNotFound,
  });
}

export type StaffTimes = Awaited<ReturnType<StaffApi['times']>>['data'];

/** A date's times of a branch and service; 'empty' until both are chosen. */
export function useStaffTimes(choice: StaffTimesQuery | undefined): Remote<StaffTimes> {
  const query = useQuery(staffTimesQuery(useStaffApi(), choice));
  if (!choice) return { status: 'empty' };
  return toRemote(query, { isEmpty: () => false });
}

export const loadStaffBooking: StaffLoad = ({ queryClient, staff, params }) =>
  queryClient.fetchQuery(staffBookingQuery(staff, params.code ?? ''));
