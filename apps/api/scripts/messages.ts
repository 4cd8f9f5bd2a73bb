/**
 * `pnpm messages`: the contact messages in the visitor data file, newest first, with their
 * delivery status; `pnpm messages --csv` writes the same as CSV (for a spreadsheet) to stdout.
 * The way to read them when no SMTP_URL is set; works while the server runs.
 */
import { existsSync } from 'node:fs';
import { contactSubjects, optionLabel } from '@klinik/clinic';
import Database from 'better-sqlite3';
import { dataPaths } from '../src/config';
import { csv, endQuietlyOnClosedPipe, localTime, printable, runCommand } from './output';

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

const subjectLabel = (value: string) => optionLabel(contactSubjects, value);
const statusOf = (row: Row) =>
  row.status === 'pending' && row.attempts > 0
    ? `${statusLabels.pending} (${row.attempts} percobaan gagal: ${row.last_error ?? '-'})`
    : statusLabels[row.status];

endQuietlyOnClosedPipe();

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
    process.stdout.write(
      csv(
        header,
        rows.map((row) => [
          row.id,
          localTime(row.created_at),
          statusOf(row),
          subjectLabel(row.subject),
          row.name,
          row.email,
          row.phone,
          row.message,
        ]),
      ),
    );
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

runCommand(main);
