/**
 * The processing record (UU PDP Art. 31) as docs/privacy.md shows it: written from the facts of
 * @klinik/clinic (`processingRecord`, `dataRecipients`, `retention`, `consentHistory`) by
 * `pnpm privacy record`, between the document's markers; a test holds the document to it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { consentHistory, consentForms, dataRecipients, processingRecord } from '@klinik/clinic';

export const privacyDoc = fileURLToPath(new URL('../../../docs/privacy.md', import.meta.url));

export const recordMarkers = {
  start: '<!-- privacy:record:start -->',
  end: '<!-- privacy:record:end -->',
} as const;

const cell = (text: string) => text.replace(/\|/g, '\\|');
const table = (header: string[], rows: string[][]) =>
  [header, header.map(() => '---'), ...rows]
    .map((cells) => `| ${cells.map(cell).join(' | ')} |`)
    .join('\n');

const formNames = { booking: 'Janji temu', contact: 'Pesan kontak', request: 'Permintaan data' };

/** The generated part: the record, who receives data, and every consent text with its version. */
export function recordMarkdown(): string {
  const record = table(
    ['Kegiatan', 'Data', 'Tujuan', 'Dasar', 'Tempat', 'Lama simpan', 'Penerima'],
    processingRecord.map((entry) => [
      entry.activity,
      entry.data.join('; '),
      entry.purpose,
      entry.basis,
      entry.where,
      entry.retention,
      entry.recipients.join('; '),
    ]),
  );
  const recipients = table(
    ['Penerima', 'Data', 'Untuk apa'],
    dataRecipients.map((entry) => [entry.name, entry.what, entry.why]),
  );
  const consents = table(
    ['Formulir', 'Versi', 'Sejak', 'Cara', 'Teks'],
    consentForms.flatMap((form) =>
      consentHistory[form].map((entry) => [
        formNames[form],
        String(entry.version),
        entry.since,
        entry.given === 'checkbox' ? 'kotak centang (wajib)' : 'dengan mengirim',
        entry.text,
      ]),
    ),
  );
  return [
    '_Written by `pnpm privacy record` from `packages/clinic/src/privacy.ts`; do not edit by hand._',
    '',
    record,
    '',
    recipients,
    '',
    consents,
  ].join('\n');
}

/** `document` with the part between the markers replaced by `content`. */
export function withRecord(document: string, content: string): string {
  const count = (marker: string) => document.split(marker).length - 1;
  for (const marker of Object.values(recordMarkers)) {
    if (count(marker) !== 1) throw new Error(`Expected ${marker} once in docs/privacy.md`);
  }
  const from = document.indexOf(recordMarkers.start) + recordMarkers.start.length;
  const to = document.indexOf(recordMarkers.end);
  if (to < from) throw new Error(`${recordMarkers.end} comes before ${recordMarkers.start}`);
  return `${document.slice(0, from)}\n\n${content.trim()}\n\n${document.slice(to)}`;
}

/** docs/privacy.md as it reads with the record written in, formatted as Prettier writes it. */
export async function documentWithRecord(document: string): Promise<string> {
  const options = (await resolveConfig(privacyDoc)) ?? {};
  return format(withRecord(document, recordMarkdown()), { ...options, filepath: privacyDoc });
}

/** Writes the record into docs/privacy.md; whether it changed. */
export async function writeRecord(): Promise<boolean> {
  const before = readFileSync(privacyDoc, 'utf8');
  const after = await documentWithRecord(before);
  if (after !== before) writeFileSync(privacyDoc, after);
  return after !== before;
}
