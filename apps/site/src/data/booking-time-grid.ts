import type { BookingTimes } from '@klinik/clinic';
import type { BookingTimeGridState, Remote } from '@klinik/ui';

/** The day's times as the time grid shows them: a closed day with its reason. */
export function timeGridState(
  times: Remote<BookingTimes>,
  date: string | undefined,
): BookingTimeGridState {
  if (times.status !== 'ready') return times.status === 'empty' ? { status: 'loading' } : times;
  const day = times.data.dates.find((entry) => entry.date === (date ?? times.data.date));
  if (day?.closed) return { status: 'closed', reason: day.closed.reason };
  return times.data.times.length > 0
    ? { status: 'ready', data: times.data.times }
    : { status: 'empty' };
}
