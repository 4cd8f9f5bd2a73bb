/**
 * The booking calls of the API, by their paths in the contract's `bookingApiPaths`:
 * through the client's one door (`ApiClient.request`), so every answer is read with the
 * contract's schema like any other. Apart from the client's own table, which every page loads,
 * so that only the booking pages carry them.
 */
import {
  bookingApiPaths,
  type BookingCorrection,
  type BookingMove,
  type BookingRequest,
  type BookingRequestInput,
  type BookingTimesQuery,
} from '@klinik/clinic';
import type { ApiClient } from './api-client';

export const bookingApi = {
  /** GET /booking-info: the safety question, what to bring and the cancellation policy. */
  info: (api: ApiClient) => api.request('bookingInfo', 'GET', bookingApiPaths.bookingInfo()),
  /** GET /booking-times: a branch's 14 days and the free times of one. */
  times: (api: ApiClient, choice: BookingTimesQuery) =>
    api.request('bookingTimes', 'GET', bookingApiPaths.bookingTimes(choice)),
  /** GET /bookings/{token}: the booking behind a private link. */
  read: (api: ApiClient, token: string) =>
    api.request('booking', 'GET', bookingApiPaths.booking(token)),
  /** POST /bookings: the form checked by the page, or a plain form's fields as posted (the API checks both). */
  create: (
    api: ApiClient,
    booking: BookingRequest | BookingRequestInput | Readonly<Record<string, string>>,
  ) => api.request('createBooking', 'POST', bookingApiPaths.createBooking(), booking),
  cancel: (api: ApiClient, token: string) =>
    api.request('cancelBooking', 'POST', bookingApiPaths.cancelBooking(token)),
  move: (api: ApiClient, token: string, to: BookingMove) =>
    api.request('moveBooking', 'POST', bookingApiPaths.moveBooking(token), to),
  /** GET /bookings/{token}/data: what the website stores for the booking. */
  data: (api: ApiClient, token: string) =>
    api.request('bookingData', 'GET', bookingApiPaths.bookingData(token)),
  /** POST /bookings/{token}/data: the name and e-mail corrected. */
  correct: (api: ApiClient, token: string, correction: BookingCorrection) =>
    api.request('correctBooking', 'POST', bookingApiPaths.correctBooking(token), correction),
  /** POST /bookings/{token}/erase: the contact details erased (then the link answers 410). */
  erase: (api: ApiClient, token: string) =>
    api.request('eraseBooking', 'POST', bookingApiPaths.eraseBooking(token)),
};
