/**
 * How the desk writes its times and names: an instant (the API's UTC) on the clinic's clock with
 * "WIB" after it, the UTC it stands for, and a branch by its label.
 */
import { branches, formatDate, jakartaWallClock, optionLabel, type Branch } from '@klinik/clinic';
import { timeText } from '../booking/booking-time-grid/booking-time-grid';

/** An instant as the desk shows it and as a `<time>` carries it. */
type DeskInstant = {
  /** "Sen, 21 Des, 09.05 WIB" */
  text: string;
  /** The same instant in UTC, for a `title`: "2026-12-21 02:05 UTC". */
  utc: string;
  /** The machine-readable instant for `<time dateTime>`, as the API gave it. */
  dateTime: string;
};

/** `at` (ISO 8601, UTC) on the clinic's clock: the day, the time and "WIB"; the UTC beside it. */
function deskInstant(at: string): DeskInstant {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return { text: at, utc: at, dateTime: at };
  const { time } = jakartaWallClock(instant);
  const iso = instant.toISOString();
  return {
    text: `${formatDate(instant, 'short')}, ${timeText(time)} WIB`,
    utc: `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`,
    dateTime: at,
  };
}

/** A branch's label; `null` (a closure or message of every branch) says so. */
function branchName(branch: Branch['value'] | null, all = 'Semua cabang'): string {
  return branch === null ? all : optionLabel(branches, branch);
}

/** "09:00" to "10:30" as the desk writes a visit's time: "09.00–10.30". */
const visitTime = (time: string, end: string) => `${timeText(time)}–${timeText(end)}`;

export { branchName, deskInstant, visitTime, type DeskInstant };
