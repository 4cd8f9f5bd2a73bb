/**
 * What the data commands (`pnpm messages`, `pnpm bookings`, `pnpm closures`, `pnpm staff`, ...)
 * share: times in WIB, CSV that a spreadsheet cannot run, visitors' text made safe for a
 * terminal, a quiet end when the reader of a pipe has had enough, and how a command's `main`
 * ends the process.
 */
import { clinic } from '@klinik/clinic';
import { describe } from '../src/storage/sqlite';

const wib = new Intl.DateTimeFormat('sv-SE', {
  timeZone: clinic.timezone,
  dateStyle: 'short',
  timeStyle: 'short',
});

/** "2026-11-23 16:20 WIB" */
export const localTime = (iso: string) => `${wib.format(new Date(iso))} WIB`;

/**
 * One CSV field (RFC 4180). Text a visitor typed may start with =, +, - or @, which a
 * spreadsheet would run as a formula: such a field gets a leading apostrophe.
 */
export function csvField(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A header and rows as CSV with CRLF line ends, every field through `csvField`. */
export function csv(header: readonly string[], rows: readonly (string | number)[][]): string {
  return [header.join(','), ...rows.map((row) => row.map(csvField).join(','))]
    .map((line) => `${line}\r\n`)
    .join('');
}

/**
 * Visitors' text for a terminal: control characters (C1 included, which some terminals take as
 * escape sequences) shown as U+FFFD, so a message cannot move the cursor or recolour the screen.
 */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '\ufffd');
}

/**
 * `pnpm messages | head` closes the pipe once it has its lines: the rest is not wanted, and that
 * is no error to report.
 */
export function endQuietlyOnClosedPipe(): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

/** Runs a command's `main`, whose answer is the exit code; an error is one line and exit 1. */
export function runCommand(main: () => number): void {
  try {
    process.exitCode = main();
  } catch (error) {
    console.error(describe(error));
    process.exitCode = 1;
  }
}
