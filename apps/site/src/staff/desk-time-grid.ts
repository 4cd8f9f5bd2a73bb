import type { BookingDateAnswer } from '@klinik/clinic';
import type { BookingTimeGridState, Remote } from '@klinik/ui';
import type { StaffTimes } from './data/use-staff-booking';

/**
 * A day's times as the desk's time grid shows them: the day closed (its reason, from the
 * branch's days), else its times from now on, 'loading' until they are asked for.
 */
export function deskTimeGrid(
  dates: readonly BookingDateAnswer[],
  date: string | undefined,
  times: Remote<StaffTimes>,
): BookingTimeGridState {
  const closed = dates.find((entry) => entry.date === date)?.closed;
  if (closed) return { status: 'closed', reason: closed.reason };
  if (times.status === 'ready') {
    return times.data.times.length > 0
      ? { status: 'ready', data: times.data.times }
      : { status: 'empty' };
  }
  return times.status === 'empty' ? { status: 'loading' } : times;
}
