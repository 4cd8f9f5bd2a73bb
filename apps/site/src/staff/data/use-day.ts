import { staffRules, type StaffDay, type StaffWeek } from '@klinik/clinic';
import type { Remote } from '@klinik/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isNotFound } from '../../data/api-client';
import { toRemote } from '../../data/remote';
import { deskChoice, type DeskChoice } from '../desk-choice';
import type { StaffApi } from '../staff-api';
import { useStaffApi } from '../staff-api-context';
import type { StaffLoad } from '../staff-loader';

/** GET /staff/day: a branch's day against its treatment places, every booking of it. */
export const dayQuery = (staff: StaffApi, choice: DeskChoice) =>
  queryOptions({
    queryKey: ['staff', 'day', choice.branch, choice.date ?? ''],
    queryFn: async () => (await staff.day(choice)).data,
  });

/** GET /staff/week: seven days from the date, bookings and free places each. */
export const weekQuery = (staff: StaffApi, choice: DeskChoice) =>
  queryOptions({
    queryKey: ['staff', 'week', choice.branch, choice.date ?? ''],
    queryFn: async () => (await staff.week(choice)).data,
  });

/**
 * The day, asked again every `staffRules.refreshSeconds` while the page is open (new online
 * bookings appear within a minute): a refresh only replaces the data, so a field being typed in
 * keeps its text. 'empty' for a branch the account may not see (404).
 */
export function useDay(choice: DeskChoice): Remote<StaffDay> {
  const query = useQuery({
    ...dayQuery(useStaffApi(), choice),
    refetchInterval: staffRules.refreshSeconds * 1000,
  });
  return toRemote(query, { isEmpty: () => false, isMissing: isNotFound });
}

export function useWeek(choice: DeskChoice): Remote<StaffWeek> {
  return toRemote(useQuery(weekQuery(useStaffApi(), choice)), {
    isEmpty: () => false,
    isMissing: isNotFound,
  });
}

export const loadDay: StaffLoad = ({ queryClient, staff, url, me }) =>
  queryClient.fetchQuery(dayQuery(staff, deskChoice(url.searchParams, me)));

export const loadWeek: StaffLoad = ({ queryClient, staff, url, me }) =>
  queryClient.fetchQuery(weekQuery(staff, deskChoice(url.searchParams, me)));
