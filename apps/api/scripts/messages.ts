/**
 * `pnpm messages`: the contact messages in the visitor data file, newest first, with their
 * delivery status; `pnpm messages --csv` writes the same as CSV (for a spreadsheet) to stdout.
 * The way to read them when no SMTP_URL is set; works while the server runs.
 */
import { existsSync } from 'node:fs';
import { clinic, contactSubjects, optionLabel } from '@klinik/clinic';
import Database from 'better-sqlite3';
import { dataPaths } from '../src/config';
import { describe } from '../src/storage/sqlite';

interface Row {
  id: number;
  created_at: string;
  status: 'pending' | 'sent' | 'failed' | 'spam' | 'imported';
  attempts: number;
  last_error: string | null;
  subject: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}

const statusLabels: Record<Row['status'], string> = {
  pending: 'menunggu dikirim',
  sent: 'terkirim',
  failed: 'gagal dikirim',
  spam: 'spam (honeypot)',
  imported: 'diimpor, tidak dikirim',
};

const wib = new Intl.DateTimeFormat('sv-SE', {
  timeZone: clinic.timezone,
  dateStyle: 'short',
  timeStyle: 'short',
});

/** "2026-11-23 16:20 WIB" */
const localTime = (iso: string) => `${wib.format(new Date(iso))} WIB`;
const subjectLabel = (value: string) => optionLabel(contactSubjects, value);
const statusOf = (row: Row) =>
  row.status === 'pending' && row.attempts > 0
    ? `${statusLabels.pending} (${row.attempts} percobaan gagal: ${row.last_error ?? '-'})`
    : statusLabels[row.status];

/**
 * One CSV field (RFC 4180). Text a visitor typed may start with =, +, - or @, which a
 * spreadsheet would run as a formula: such a field gets a leading apostrophe.
 */
function csvField(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Visitors' text for a terminal: control characters (C1 included, which some terminals take as
 * escape sequences) shown as U+FFFD, so a message cannot move the cursor or recolour the screen.
 */
function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '\ufffd');
}

// `pnpm messages | head` closes the pipe once it has its lines: the rest is not wanted, and that
// is no error to report.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

function main(): number {
  const args = process.argv.slice(2);
  if (args.some((arg) => arg !== '--csv')) {
    console.error('Usage: pnpm messages [--csv]');
    return 2;
  }
  const { visitorDatabasePath } = dataPaths();
  if (!existsSync(visitorDatabasePath)) {
    throw new Error(`There is no visitor data file at ${visitorDatabasePath} yet.`);
  }
  const db = new Database(visitorDatabasePath, { fileMustExist: true });
  let rows: Row[];
  try {
    rows = db
      .prepare<[], Row>(
        `SELECT id, created_at, status, attempts, last_error, subject, name, email, phone, message
         FROM contact_messages ORDER BY created_at DESC, id DESC`,
      )
      .all();
  } finally {
    db.close();
  }

  if (args.includes('--csv')) {
    const header = ['id', 'dikirim', 'status', 'subjek', 'nama', 'email', 'telepon', 'pesan'];
    const lines = rows.map((row) =>
      [
        row.id,
        localTime(row.created_at),
        statusOf(row),
        subjectLabel(row.subject),
        row.name,
        row.email,
        row.phone,
        row.message,
      ]
        .map(csvField)
        .join(','),
    );
    process.stdout.write([header.join(','), ...lines].map((line) => `${line}\r\n`).join(''));
    return 0;
  }

  for (const row of rows) {
    console.log(
      `#${row.id} · ${localTime(row.created_at)} · ${statusOf(row)} · ${subjectLabel(row.subject)}`,
    );
    console.log(printable(`${row.name} <${row.email}> · ${row.phone}`));
    console.log(`${printable(row.message).replace(/^/gm, '  ')}\n`);
  }
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
  const summary = [...counts].map(([status, n]) => `${n} ${statusLabels[status as Row['status']]}`);
  console.log(`${rows.length} pesan${summary.length > 0 ? `: ${summary.join(', ')}` : ''}`);
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(describe(error));
  process.exitCode = 1;
}
