/**
 * A branch's day laid out against its treatment places, as the day schedule draws it: a row per
 * 30 minutes of the day's hours, a column per place, each visit in the first place free for all
 * its rows. The API answers bookings, not places (a booking holds "a place", none in particular),
 * so the places here are the schedule's own: enough to show who is in at once.
 */
import { bookingRules, type StaffBooking, type StaffDay } from '@klinik/clinic';

/** A visit in the schedule: its place (0-based), its first row and how many rows it covers. */
type PlacedVisit = { booking: StaffBooking; place: number; row: number; span: number };

/** One row of the day: its time, how many places are taken during it, the visits it starts. */
type DaySlot = {
  /** "09:30" */
  time: string;
  /** Visits that take a place at some moment of the row's 30 minutes. */
  filled: number;
  starts: PlacedVisit[];
};

type DayLayout = {
  slots: DaySlot[];
  /** The columns: the branch's places, more only when more visits overlap than it has. */
  places: number;
  /** The bookings that take no place: cancelled, no-show, or outside the day's hours. */
  aside: StaffBooking[];
};

const slotMinutes = bookingRules.slotMinutes;

/** "09:30" -> 570. */
const minuteOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * Whether a visit takes a place in the schedule: a booking still to come or under way holds one,
 * and one marked done was there (its room is the past, and showing it keeps the day readable).
 */
const takesPlace = (booking: StaffBooking) =>
  booking.status === 'confirmed' || booking.status === 'arrived' || booking.status === 'done';

/** The day's rows, places and visits; a day without hours has no rows and every booking aside. */
function dayLayout(day: Pick<StaffDay, 'hours' | 'places' | 'bookings'>): DayLayout {
  if (!day.hours) return { slots: [], places: day.places, aside: [...day.bookings] };
  const open = minuteOf(day.hours.open);
  const close = minuteOf(day.hours.close);
  const rows = Math.max(0, Math.ceil((close - open) / slotMinutes));
  const inHours = (booking: StaffBooking) =>
    minuteOf(booking.time) >= open && minuteOf(booking.time) < close;

  const visits = day.bookings
    .filter((booking) => takesPlace(booking) && inHours(booking))
    .map((booking) => {
      const start = minuteOf(booking.time);
      const end = Math.min(Math.max(minuteOf(booking.end_time), start + 1), close);
      const row = Math.floor((start - open) / slotMinutes);
      const span = Math.max(1, Math.ceil((end - open) / slotMinutes) - row);
      return { booking, start, end, row, span };
    })
    .sort((a, b) => a.start - b.start || a.end - b.end);

  // The row after each place's last visit: a visit goes to the first place free from its row.
  const freeFrom: number[] = [];
  const placed: PlacedVisit[] = visits.map(({ booking, row, span }) => {
    const found = freeFrom.findIndex((next) => next <= row);
    const place = found === -1 ? freeFrom.length : found;
    freeFrom[place] = row + span;
    return { booking, place, row, span };
  });

  const slots = Array.from({ length: rows }, (_, row): DaySlot => {
    const from = open + row * slotMinutes;
    const to = from + slotMinutes;
    return {
      time: clock(from),
      filled: visits.filter((visit) => visit.start < to && visit.end > from).length,
      starts: placed.filter((visit) => visit.row === row),
    };
  });
  return {
    slots,
    places: Math.max(day.places, freeFrom.length),
    aside: day.bookings.filter((booking) => !takesPlace(booking) || !inHours(booking)),
  };
}

/** The visit that covers `row` in `place`, or undefined when the place is free then. */
function visitAt(layout: DayLayout, row: number, place: number): PlacedVisit | undefined {
  for (const slot of layout.slots.slice(0, row + 1)) {
    const visit = slot.starts.find(
      (each) => each.place === place && each.row <= row && each.row + each.span > row,
    );
    if (visit) return visit;
  }
  return undefined;
}

export { dayLayout, visitAt, type DayLayout, type DaySlot, type PlacedVisit };
