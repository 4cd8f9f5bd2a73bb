/**
 * `pnpm bookings [--date YYYY-MM-DD] [--branch slug] [--csv]`: the bookings, newest booked
 * first, with their status (as CSV with --csv); `--date` keeps the visits of that day (WIB),
 * `--branch` those of one branch. `pnpm bookings cancel CODE` cancels a booking on the clinic's
 * behalf; the patient is told by e-mail when one was given. Works while the server runs.
 */
import {
  formatDate,
  branches,
  isCalendarDate,
  normaliseBookingCode,
  optionLabel,
  serviceFacts,
} from '@klinik/clinic';
import type { BookingListing } from '../src/data/booking-store';
import { isBranch } from '../src/data/booking-times';
import { refusalMessage } from '../src/http/booking-refusals';
import { openStores } from './open-stores';
import { csv, endQuietlyOnClosedPipe, localTime, printable, runCommand } from './output';

const usage =
  'Usage: pnpm bookings [--date YYYY-MM-DD] [--branch slug] [--csv] | pnpm bookings cancel CODE';

const statusOf = (booking: BookingListing) => {
  if (booking.status === 'confirmed')
    return booking.moved_at ? 'terkonfirmasi (dipindah)' : 'terkonfirmasi';
  return booking.cancelled_by === 'clinic' ? 'dibatalkan oleh klinik' : 'dibatalkan oleh pasien';
};
const branchLabel = (value: string) => optionLabel(branches, value);
const serviceName = (slug: BookingListing['service']) => serviceFacts(slug).name;

endQuietlyOnClosedPipe();

interface ListOptions {
  date?: string;
  branch?: (typeof branches)[number]['value'];
  csv: boolean;
}

/** The options of the list, or the reason they cannot be read. */
function readOptions(args: string[]): ListOptions | string {
  const options: ListOptions = { csv: false };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    const value = args[index + 1];
    if (arg === '--csv') options.csv = true;
    else if (arg === '--date' && value !== undefined) {
      if (!isCalendarDate(value)) return `Not a date (YYYY-MM-DD): ${value}`;
      options.date = value;
      index += 1;
    } else if (arg === '--branch' && value !== undefined) {
      if (!isBranch(value)) {
        return `Unknown branch: ${value} (one of ${branches.map((b) => b.value).join(', ')})`;
      }
      options.branch = value;
      index += 1;
    } else return usage;
  }
  return options;
}

function list(options: ListOptions): number {
  const { db, stores } = openStores();
  let rows: BookingListing[];
  try {
    rows = stores.bookings.list(
      {
        ...(options.date ? { date: options.date } : {}),
        ...(options.branch ? { branch: options.branch } : {}),
      },
      new Date(),
    );
  } finally {
    db.close();
  }
  if (options.csv) {
    const header = [
      'kode',
      'jadwal',
      'cabang',
      'layanan',
      'status',
      'nama',
      'whatsapp',
      'email',
      'keluhan',
      'dibuat',
    ];
    process.stdout.write(
      csv(
        header,
        rows.map((row) => [
          row.code,
          `${row.date} ${row.time} WIB`,
          branchLabel(row.branch),
          serviceName(row.service),
          statusOf(row),
          row.name,
          row.phone,
          row.email ?? '',
          row.complaint ?? '',
          localTime(row.created_at),
        ]),
      ),
    );
    return 0;
  }
  for (const row of rows) {
    console.log(
      `${row.code} · ${formatDate(row.date, 'long', row.time)} · ${branchLabel(row.branch)} · ${serviceName(row.service)} · ${statusOf(row)}`,
    );
    console.log(printable(`${row.name} · ${row.phone}${row.email ? ` · ${row.email}` : ''}`));
    if (row.complaint) console.log(printable(row.complaint).replace(/^/gm, '  '));
    console.log(`  dibuat ${localTime(row.created_at)}\n`);
  }
  const confirmed = rows.filter((row) => row.status === 'confirmed').length;
  console.log(
    `${rows.length} janji temu${rows.length > 0 ? `: ${confirmed} terkonfirmasi, ${rows.length - confirmed} dibatalkan` : ''}`,
  );
  return 0;
}

function cancel(typed: string): number {
  const code = normaliseBookingCode(typed);
  if (!code) {
    console.error(`Not a booking code: ${typed} (eight letters and digits, e.g. 7KQ4-M2XD)`);
    return 2;
  }
  const { db, stores } = openStores();
  try {
    const outcome = stores.bookings.cancelByCode(code, new Date());
    if (!outcome.ok) {
      console.error(`${code}: ${refusalMessage(outcome)}`);
      return 1;
    }
    const booking = outcome.value;
    const listed = stores.bookings.list({ date: booking.date, branch: booking.branch }, new Date());
    const email = listed.find((row) => row.code === code)?.email;
    console.log(
      `Dibatalkan: ${code} · ${formatDate(booking.date, 'long', booking.time)} · ${branchLabel(booking.branch)} · ${printable(booking.name)}`,
    );
    console.log(
      email
        ? `Pemberitahuan pembatalan dikirim ke ${printable(email)} (dan ke email cabang).`
        : 'Pasien tidak memberi email: kabari lewat WhatsApp. Email cabang tetap dikirim.',
    );
    return 0;
  } finally {
    db.close();
  }
}

function main(): number {
  const args = process.argv.slice(2);
  if (args[0] === 'cancel') {
    if (args.length !== 2 || args[1] === undefined) {
      console.error(usage);
      return 2;
    }
    return cancel(args[1]);
  }
  const options = readOptions(args);
  if (typeof options === 'string') {
    console.error(options);
    return 2;
  }
  return list(options);
}

runCommand(main);
