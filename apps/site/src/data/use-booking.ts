import {
  bookingChoice,
  type Booking,
  type BookingChoice,
  type BookingInfo,
  type BookingStoredData,
  type BookingTimes,
  type BookingTimesQuery,
} from '@klinik/clinic';
import type { Remote } from '@klinik/ui';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { isNotFound, type ApiClient } from './api-client';
import { useApi } from './api-context';
import { bookingApi } from './booking-api';
import type { Load, LoadArgs } from './load';
import { toRemote } from './remote';

/** GET /booking-info: the safety question, what to bring and the cancellation policy. */
export const bookingInfoQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['booking-info'],
    queryFn: async () => (await bookingApi.info(api)).data,
  });

/**
 * GET /booking-times: a branch's 14 days and the free times of one. Asked again on every visit
 * and after every booking: a kept answer would offer a time taken meanwhile.
 */
export const bookingTimesQuery = (api: ApiClient, choice: BookingTimesQuery | undefined) =>
  queryOptions({
    queryKey: ['booking-times', choice?.branch, choice?.service, choice?.date ?? ''],
    // Nothing to ask until a branch and a service are chosen.
    queryFn: choice ? async () => (await bookingApi.times(api, choice)).data : skipToken,
    staleTime: 0,
    refetchOnMount: true,
  });

/**
 * GET /bookings/{token}: the booking behind a private link, as it is now. A token that names no
 * booking is not asked again as the page mounts: the page says so (its loader answers 404).
 */
export const bookingQuery = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: ['booking', token],
    queryFn: async () => (await bookingApi.read(api, token)).data,
    staleTime: 0,
    refetchOnMount: true,
    retryOnMount: false,
  });

/** GET /bookings/{token}/data: what is stored for the booking, shown on its manage page. */
export const bookingDataQuery = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: ['booking-data', token],
    queryFn: async () => (await bookingApi.data(api, token)).data,
    staleTime: 0,
    refetchOnMount: true,
    retryOnMount: false,
  });

/**
 * The API said the booking's contact details were erased: its private link is gone (410). Read by
 * its status, not its class: a page rendered on the server hands the browser its failed query as
 * JSON, where the error is a plain object that keeps `status`.
 */
export const isGone = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 410;

/** The times query of a choice, once a branch and a service are chosen. */
function timesOf(choice: BookingChoice): BookingTimesQuery | undefined {
  if (!choice.branch || !choice.service) return undefined;
  return {
    branch: choice.branch,
    service: choice.service,
    ...(choice.date ? { date: choice.date } : {}),
  };
}

export function useBookingInfo(): Remote<BookingInfo> {
  return toRemote(useQuery(bookingInfoQuery(useApi())), { isEmpty: () => false });
}

/** The dates and times of the chosen branch and service; 'empty' until both are chosen. */
export function useBookingTimes(choice: BookingChoice): Remote<BookingTimes> {
  const times = timesOf(choice);
  const query = useQuery(bookingTimesQuery(useApi(), times));
  if (!times) return { status: 'empty' };
  return toRemote(query, { isEmpty: () => false });
}

/** The booking behind a private link; 'empty' when no booking has the token. */
export function useBooking(token: string): Remote<Booking> {
  return toRemote(useQuery(bookingQuery(useApi(), token)), {
    isEmpty: () => false,
    isMissing: isNotFound,
  });
}

/** Whether the booking behind a private link was erased (its link answers 410). */
export function useBookingErased(token: string): boolean {
  const query = useQuery(bookingQuery(useApi(), token));
  return query.status === 'error' && isGone(query.error);
}

/** What is stored for the booking behind a private link. */
export function useBookingData(token: string): Remote<BookingStoredData> {
  return toRemote(useQuery(bookingDataQuery(useApi(), token)), {
    isEmpty: () => false,
    isMissing: (error) => isNotFound(error) || isGone(error),
  });
}

export const loadBookingPage: Load = async ({ queryClient, api, url }) => {
  const times = timesOf(bookingChoice(url.searchParams));
  await Promise.all([
    queryClient.ensureQueryData(bookingInfoQuery(api)),
    times && queryClient.ensureQueryData(bookingTimesQuery(api, times)),
  ]);
};

export const loadBooking: Load = async ({ queryClient, api, params }) => {
  const token = params.token ?? '';
  await Promise.all([
    queryClient.ensureQueryData(bookingInfoQuery(api)),
    queryClient.ensureQueryData(bookingQuery(api, token)),
  ]);
};

/**
 * A private page's status once its booking was asked for: 404 when no booking has the token,
 * 410 when its contact details were erased.
 */
export function bookingPageStatus({ queryClient, api, params }: LoadArgs): number {
  const state = queryClient.getQueryState(bookingQuery(api, params.token ?? '').queryKey);
  if (state?.status !== 'error') return 200;
  if (isGone(state.error)) return 410;
  return isNotFound(state.error) ? 404 : 200;
}
