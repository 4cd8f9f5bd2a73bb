/**
 * `pnpm closures`: the days from today on when a branch is closed beyond its weekly hours: the
 * public holidays (seeded) and the clinic's own. `pnpm closures add --branch slug|all --date
 * YYYY-MM-DD --reason "..."` adds one of the clinic's; the booking page shows the day closed with
 * that reason at once, and the branch card names it within 14 days. Works while the server runs.
 */
import {
  formatDate,
  branches,
  isCalendarDate,
  jakartaWallClock,
  optionLabel,
  type Closure,
} from '@klinik/clinic';
import { isBranch } from '../src/data/booking-times';
import { openStores } from './open-stores';
import { endQuietlyOnClosedPipe, printable, runCommand } from './output';

const usage =
  'Usage: pnpm closures | pnpm closures add --branch <slug|all> --date YYYY-MM-DD --reason "..."';
const maxReason = 200;

const branchLabel = (branch: Closure['branch']) =>
  branch === null ? 'semua cabang' : optionLabel(branches, branch);
/** "Jumat, 25 Desember 2026" */
const dayText = (date: string) => formatDate(date, 'long');

endQuietlyOnClosedPipe();

function listClosures(): number {
  const { db, stores } = openStores();
  try {
    const today = jakartaWallClock(new Date()).date;
    const own = new Set(
      stores.closures.clinicClosures(today).map((closure) => `${closure.date}|${closure.branch}`),
    );
    const all = stores.closures.between(today, '9999-12-31');
    for (const closure of all) {
      const source = own.has(`${closure.date}|${closure.branch}`) ? 'klinik' : 'libur nasional';
      console.log(
        `${closure.date} · ${dayText(closure.date)} · ${branchLabel(closure.branch)} · ${printable(closure.reason)} (${source})`,
      );
    }
    console.log(`${all.length} hari tutup mulai hari ini`);
    return 0;
  } finally {
    db.close();
  }
}

function add(args: string[]): number {
  const values = new Map<string, string>();
  for (let index = 0; index < args.length; index += 2) {
    const name = args[index];
    const value = args[index + 1];
    if (!name || value === undefined || !['--branch', '--date', '--reason'].includes(name)) {
      console.error(usage);
      return 2;
    }
    values.set(name, value);
  }
  const branch = values.get('--branch');
  const date = values.get('--date');
  const reason = values.get('--reason')?.trim();
  if (!branch || !date || !reason) {
    console.error(usage);
    return 2;
  }
  if (branch !== 'all' && !isBranch(branch)) {
    console.error(
      `Unknown branch: ${branch} (one of ${branches.map((b) => b.value).join(', ')}, or all)`,
    );
    return 2;
  }
  if (!isCalendarDate(date)) {
    console.error(`Not a date (YYYY-MM-DD): ${date}`);
    return 2;
  }
  if (reason.length > maxReason) {
    console.error(`The reason is longer than ${maxReason} characters.`);
    return 2;
  }
  const { db, stores } = openStores();
  try {
    const closure: Closure = { branch: branch === 'all' ? null : branch, date, reason };
    const added = stores.closures.add(closure, new Date());
    if (added.outcome === 'exists') {
      console.error(
        `${branchLabel(closure.branch)} sudah tutup pada ${dayText(date)}: ${printable(added.closure.reason)}`,
      );
      return 1;
    }
    console.log(`Ditambahkan: ${branchLabel(closure.branch)} tutup ${dayText(date)} (${reason})`);
    const booked = stores.bookings
      .list({ date, ...(closure.branch ? { branch: closure.branch } : {}) }, new Date())
      .filter((booking) => booking.status === 'confirmed');
    if (booked.length > 0) {
      console.log(
        `Perhatian: ${booked.length} janji temu pada hari itu tetap terkonfirmasi; batalkan dengan pnpm bookings cancel KODE:`,
      );
      for (const booking of booked) {
        console.log(
          `  ${booking.code} · ${booking.time} · ${optionLabel(branches, booking.branch)} · ${printable(booking.name)}`,
        );
      }
    }
    return 0;
  } finally {
    db.close();
  }
}

function main(): number {
  const [command, ...rest] = process.argv.slice(2);
  if (command === undefined) return listClosures();
  if (command === 'add') return add(rest);
  console.error(usage);
  return 2;
}

runCommand(main);
