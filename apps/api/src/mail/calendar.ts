import { clinic } from '@klinik/clinic';

/** What a calendar file says about a booking. */
export interface CalendarEvent {
  /** Stable for the booking's whole life, so a move or a cancellation updates the same event. */
  uid: string;
  /** Up by one on every move and on the cancellation. */
  sequence: number;
  cancelled: boolean;
  /** Jakarta date and time of the start and the end: "2026-11-30", "09:30". */
  date: string;
  time: string;
  endDate: string;
  endTime: string;
  summary: string;
  /** The branch's name and address. */
  location: string;
  description: string;
  /** The private link, for the visitor's own file. */
  url?: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
}

/*
 * Jakarta keeps UTC+7 all year: one STANDARD block describes it completely, so a calendar that
 * has no time-zone database of its own still places the visit right.
 */
const jakartaTimezone = [
  'BEGIN:VTIMEZONE',
  `TZID:${clinic.timezone}`,
  `X-LIC-LOCATION:${clinic.timezone}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0700',
  'TZOFFSETTO:+0700',
  'TZNAME:WIB',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped. */
function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets folded (RFC 5545 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (bytes + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += character;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const local = (date: string, time: string) =>
  `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;

const utc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The booking as an iCalendar file (RFC 5545): the one builder of the calendar file the mails
 * attach and the private link downloads. A cancellation is METHOD:CANCEL with STATUS:CANCELLED
 * and a higher SEQUENCE, which calendars that imported the visit apply to it.
 */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${clinic.shortName}//Janji Temu//ID`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    ...jakartaTimezone,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART;TZID=${clinic.timezone}:${local(event.date, event.time)}`,
    `DTEND;TZID=${clinic.timezone}:${local(event.endDate, event.endTime)}`,
    `SUMMARY:${text(event.summary)}`,
    `LOCATION:${text(event.location)}`,
    `DESCRIPTION:${text(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
