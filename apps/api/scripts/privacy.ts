/**
 * `pnpm privacy due [--at ISO]`: what the next retention run erases (as of now, or `--at`).
 * `pnpm privacy affected --from YYYY-MM-DD --to YYYY-MM-DD [--csv]`: who had data stored in the
 * visitor file in that window (Jakarta days, both included): for the written notice of a breach.
 * `pnpm privacy record`: writes the processing record into docs/privacy.md.
 * The first two read DATABASE_PATH and VISITOR_DATABASE_PATH as the server does, and work while
 * it runs; they change nothing.
 */
import { addDays, isCalendarDate, jakartaInstant, retention } from '@klinik/clinic';
import { openStores } from './open-stores';
import { csv, endQuietlyOnClosedPipe, localTime, printable, runCommand } from './output';
import { writeRecord } from './privacy-record';

const usage =
  'Usage: pnpm privacy due [--at ISO-TIME] | pnpm privacy affected --from YYYY-MM-DD --to YYYY-MM-DD [--csv] | pnpm privacy record';

endQuietlyOnClosedPipe();

/** `--name value` pairs and flags; undefined when an argument is not one of `known`. */
function options(args: string[], known: string[]): Map<string, string> | undefined {
  const found = new Map<string, string>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--csv') found.set('csv', '');
    else if (known.includes(arg) && args[index + 1] !== undefined) {
      found.set(arg.slice(2), args[index + 1] ?? '');
      index += 1;
    } else return undefined;
  }
  return found;
}

function due(args: string[]): number {
  const given = options(args, ['--at']);
  if (!given || given.has('csv')) return fail(usage);
  const at = given.get('at');
  const now = at === undefined ? new Date() : new Date(at);
  if (Number.isNaN(now.getTime())) return fail(`Not a time: ${at ?? ''}`);
  const { db, stores } = openStores();
  try {
    const rows = stores.privacy.due(now);
    console.log(
      `The retention run at ${localTime(now.toISOString())} erases (periods: messages ${retention.messageMonths} months, bookings ${retention.bookingMonthsAfterVisit} months after the visit or ${retention.cancelledBookingDays} days after cancelling, requests ${retention.requestMonths} months, log ${retention.logMonths} months):`,
    );
    console.log(`- ${rows.bookings.length} bookings' contact details`);
    for (const row of rows.bookings) {
      console.log(
        `    ${row.code}  ${row.reason === 'visit' ? 'visit ended' : 'cancelled'} ${localTime(row.since)}`,
      );
    }
    console.log(`- ${rows.messages.length} contact messages`);
    for (const row of rows.messages)
      console.log(`    #${row.id}  received ${localTime(row.created_at)}`);
    console.log(`- ${rows.requests.length} data requests`);
    for (const row of rows.requests)
      console.log(`    #${row.id}  received ${localTime(row.created_at)}`);
    console.log(`- ${rows.logRows} log rows`);
  } finally {
    db.close();
  }
  return 0;
}

function affected(args: string[]): number {
  const given = options(args, ['--from', '--to']);
  const from = given?.get('from');
  const to = given?.get('to');
  if (!given || !from || !to) return fail(usage);
  if (!isCalendarDate(from) || !isCalendarDate(to))
    return fail('--from and --to are dates (YYYY-MM-DD)');
  if (to < from) return fail('--to comes before --from');
  const { db, stores } = openStores();
  try {
    const rows = stores.privacy.affected(
      jakartaInstant(from, '00:00').toISOString(),
      jakartaInstant(addDays(to, 1), '00:00').toISOString(),
    );
    if (given.has('csv')) {
      process.stdout.write(
        csv(
          ['record', 'key', 'name', 'phone', 'email', 'stored_at', 'erased_at'],
          rows.map((row) => [
            row.record,
            row.key,
            row.name,
            row.phone ?? '',
            row.email ?? '',
            row.stored_at,
            row.erased_at ?? '',
          ]),
        ),
      );
      return 0;
    }
    const reachable = rows.filter((row) => !row.erased_at);
    console.log(
      `${rows.length} records held personal data between ${from} and ${to} (WIB); ${reachable.length} can still be reached, ${rows.length - reachable.length} were erased since (their contact is gone):`,
    );
    for (const row of rows) {
      const contact = [row.phone, row.email].filter(Boolean).join(', ');
      console.log(
        `${row.record.padEnd(8)} ${row.key.padEnd(10)} ${printable(row.name)}  ${printable(contact)}  stored ${localTime(row.stored_at)}${row.erased_at ? `, erased ${localTime(row.erased_at)}` : ''}`,
      );
    }
  } finally {
    db.close();
  }
  return 0;
}

function fail(message: string): number {
  console.error(message);
  return 2;
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'record' && rest.length === 0) {
  writeRecord().then(
    (changed) =>
      console.log(
        changed
          ? 'Wrote the processing record into docs/privacy.md.'
          : 'docs/privacy.md is up to date.',
      ),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    },
  );
} else {
  runCommand(() => {
    if (command === 'due') return due(rest);
    if (command === 'affected') return affected(rest);
    return fail(usage);
  });
}
