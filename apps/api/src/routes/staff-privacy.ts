import {
  bookableService,
  branches,
  clinic,
  consentText,
  contactSubjects,
  dataRequestKinds,
  formatDate,
  optionLabel,
  personKey,
  privacyEraseInputSchema,
  privacyPersonQuery,
  privacyRequestDoneInputSchema,
  privacyRules,
  staffPrivacyMessages,
  visitStatuses,
  type ConsentForm,
  type PersonKey,
  type PrivacyErased,
  type PrivacyExport,
  type PrivacyPerson,
  type PrivacyRequest,
} from '@klinik/clinic';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { Erased } from '../data/privacy';
import type { Stores } from '../data/stores';
import { fail, ok } from '../http/responses';
import { adminOnly, type StaffEnv } from '../http/staff-session';
import { jsonObjectBody, valid } from '../http/validators';

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEntities[c] ?? c);

/** What the log says of a person's rows: how many of each, never a value. */
const counts = (person: PrivacyPerson) =>
  `${person.bookings.length} janji temu, ${person.messages.length} pesan, ${person.requests.length} permintaan`;

/** What the log says of an erasure: the records by key (booking codes, ids), never a value. */
const erasedDetail = (erased: Erased) =>
  [
    `janji temu: ${erased.bookings.join(', ') || '-'}`,
    `pesan: ${erased.messages.join(', ') || '-'}`,
    `permintaan: ${erased.requests.join(', ') || '-'}`,
    `email keluar dihapus: ${erased.mails}`,
  ].join('; ');

/** The export: the person's rows, and the consent texts they name. */
function toExport(person: PrivacyPerson, now: Date): PrivacyExport {
  const named = new Map<string, { form: ConsentForm; version: number; text: string }>();
  const consents = [
    ...person.bookings.flatMap((row) => (row.consent ? [row.consent] : [])),
    ...person.messages.map((row) => row.consent),
    ...person.requests.map((row) => row.consent),
  ];
  for (const { form, version } of consents) {
    const text = consentText(form, version)?.text;
    if (text) named.set(`${form}:${version}`, { form, version, text });
  }
  return {
    ...person,
    exported_at: now.toISOString(),
    clinic: clinic.name,
    consent_texts: [...named.values()],
  };
}

const when = (iso: string) => `${formatDate(iso.slice(0, 10), 'long')} (${iso} UTC)`;

/** The export as a page a person can read and print (or save as PDF from the browser). */
export function exportPage(data: PrivacyExport): string {
  const e = (value: string | null | undefined) => escapeHtml(value ?? '-');
  const rows = (cells: [string, string | null][]) =>
    cells.map(([label, value]) => `<tr><th>${e(label)}</th><td>${e(value)}</td></tr>`).join('');
  const section = (title: string, items: string[]) =>
    `<h2>${e(title)}</h2>${items.length ? items.join('') : '<p>Tidak ada.</p>'}`;
  const bookingsHtml = data.bookings.map(
    (row) =>
      `<table>${rows([
        ['Kode', row.code],
        ['Cabang', optionLabel(branches, row.branch)],
        ['Layanan', bookableService(row.service).name],
        ['Jadwal', `${formatDate(row.date, 'long', row.time)} WIB`],
        ['Status', optionLabel(visitStatuses, row.status)],
        ['Nama', row.name],
        ['Nomor WhatsApp', row.phone],
        ['Email', row.email],
        ['Keluhan', row.complaint],
        [
          'Persetujuan',
          row.consent ? `versi ${row.consent.version}, ${when(row.consent.given_at)}` : null,
        ],
        ['Dibuat', when(row.created_at)],
      ])}</table>`,
  );
  const messagesHtml = data.messages.map(
    (row) =>
      `<table>${rows([
        ['Nomor pesan', String(row.id)],
        ['Subjek', optionLabel(contactSubjects, row.subject)],
        ['Nama', row.name],
        ['Email', row.email],
        ['Telepon', row.phone],
        ['Pesan', row.message],
        ['Persetujuan', `versi ${row.consent.version}, ${when(row.consent.given_at)}`],
        ['Diterima', when(row.created_at)],
      ])}</table>`,
  );
  const requestsHtml = data.requests.map(
    (row) =>
      `<table>${rows([
        ['Nomor permintaan', String(row.id)],
        ['Jenis', optionLabel(dataRequestKinds, row.kind)],
        ['Nama', row.name],
        ['Nomor WhatsApp atau email', row.contact],
        ['Rincian', row.details],
        ['Diterima', when(row.received_at)],
        ['Status', row.status === 'done' ? 'Selesai' : 'Diproses'],
      ])}</table>`,
  );
  const consentHtml = data.consent_texts.map(
    (text) => `<p><strong>${e(text.form)} versi ${text.version}:</strong> ${e(text.text)}</p>`,
  );
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Data pribadi yang disimpan - ${e(data.clinic)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}
table{border-collapse:collapse;width:100%;margin:0 0 1rem}th,td{border:1px solid #999;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{width:14rem}td{white-space:pre-wrap}</style></head>
<body><h1>Data pribadi yang disimpan</h1>
<p>${e(data.clinic)}. Diekspor ${e(when(data.exported_at))} untuk ${e(
    data.key.kind === 'phone' ? 'nomor' : 'email',
  )} ${e(data.key.value)}.</p>
${section('Janji temu', bookingsHtml)}
${section('Pesan kontak', messagesHtml)}
${section('Permintaan data pribadi', requestsHtml)}
${section('Teks persetujuan', consentHtml)}
</body></html>`;
}

/**
 * The admin's privacy calls (docs/privacy.md): open requests, a person's data, its export and
 * its erasure. Each is on the log (who, what, when; counts and record keys, never the values).
 */
export function staffPrivacyRoutes(
  app: Hono<StaffEnv>,
  { privacy, staffLog, staffAccounts }: Stores,
  { signedIn, clock }: { signedIn: MiddlewareHandler<StaffEnv>; clock: () => Date },
): void {
  const requestNotFound = (c: Context) => fail(c, 404, staffPrivacyMessages.requestNotFound);
  const nothingHeld = (c: Context) => fail(c, 404, staffPrivacyMessages.nothingHeld);
  const keyOf = (q: string): PersonKey => {
    const key = personKey(q);
    // The schema accepted `q` only when it is a number or an e-mail.
    if (!key) throw new Error('Not a number or an e-mail');
    return key;
  };
  const doneAt = (request: PrivacyRequest) =>
    request.done_at ? formatDate(request.done_at.slice(0, 10), 'long') : '';

  /** Looks the person up and logs it as `action`; undefined when nothing is held. */
  const lookUp = (c: Context<StaffEnv>, q: string, action: 'privacy_lookup' | 'privacy_export') => {
    const staff = c.get('staff').desk;
    const now = clock();
    return staffAccounts.transaction(() => {
      const { held, person } = privacy.person(keyOf(q), now);
      staffLog.append(
        {
          actor: staff.email,
          action,
          detail: held ? counts(person) : 'tidak ada data',
          client: staff.client,
        },
        now,
      );
      return held ? person : undefined;
    });
  };

  app.get('/staff/privacy/requests', signedIn, adminOnly, (c) =>
    ok(c, privacy.openRequests(clock())),
  );

  app.post(
    '/staff/privacy/requests/:id/done',
    signedIn,
    adminOnly,
    jsonObjectBody,
    valid('json', privacyRequestDoneInputSchema),
    (c) => {
      const id = /^[1-9]\d{0,15}$/.test(c.req.param('id')) ? Number(c.req.param('id')) : 0;
      const staff = c.get('staff').desk;
      const now = clock();
      const outcome = staffAccounts.transaction(() => {
        const request = privacy.request(id, now);
        if (!request) return { refused: 'notFound' as const };
        if (request.status === 'done') return { refused: 'done' as const, request };
        privacy.markDone(id, staff.id, c.req.valid('json').note ?? null, now);
        staffLog.append(
          {
            actor: staff.email,
            action: 'privacy_request_done',
            record_type: 'request',
            record: String(id),
            detail: optionLabel(dataRequestKinds, request.kind),
            client: staff.client,
          },
          now,
        );
        return { refused: undefined, request: privacy.request(id, now) };
      });
      if (outcome.refused === 'notFound' || !outcome.request) return requestNotFound(c);
      if (outcome.refused === 'done') {
        return fail(c, 409, staffPrivacyMessages.requestDone(doneAt(outcome.request)));
      }
      return ok(c, outcome.request);
    },
  );

  app.get('/staff/privacy/person', signedIn, adminOnly, valid('query', privacyPersonQuery), (c) => {
    const person = lookUp(c, c.req.valid('query').q, 'privacy_lookup');
    return person ? ok(c, person) : nothingHeld(c);
  });

  app.get('/staff/privacy/export', signedIn, adminOnly, valid('query', privacyPersonQuery), (c) => {
    const person = lookUp(c, c.req.valid('query').q, 'privacy_export');
    return person ? ok(c, toExport(person, clock())) : nothingHeld(c);
  });

  app.get(
    '/staff/privacy/export.html',
    signedIn,
    adminOnly,
    valid('query', privacyPersonQuery),
    (c) => {
      const person = lookUp(c, c.req.valid('query').q, 'privacy_export');
      if (!person) return nothingHeld(c);
      // The person's own text, escaped; and nothing on the page may load or run anything.
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      return c.html(exportPage(toExport(person, clock())));
    },
  );

  app.post(
    '/staff/privacy/erase',
    signedIn,
    adminOnly,
    jsonObjectBody,
    valid('json', privacyEraseInputSchema),
    (c) => {
      const { q, request_id: requestId } = c.req.valid('json');
      const staff = c.get('staff').desk;
      const now = clock();
      // One transaction: every row of the person erased with its log row, or none of it.
      const outcome = staffAccounts.transaction(() => {
        const request = requestId === undefined ? undefined : privacy.request(requestId, now);
        if (requestId !== undefined && !request) return { refused: 'notFound' as const };
        if (request?.status === 'done') return { refused: 'done' as const, request };
        const erased = privacy.erasePerson(keyOf(q), now);
        const total = erased.bookings.length + erased.messages.length + erased.requests.length;
        if (total === 0) return { refused: 'nothing' as const };
        if (requestId !== undefined) privacy.markDone(requestId, staff.id, null, now);
        staffLog.append(
          {
            actor: staff.email,
            action: 'privacy_erase',
            ...(requestId !== undefined
              ? { record_type: 'request' as const, record: String(requestId) }
              : {}),
            detail: erasedDetail(erased),
            client: staff.client,
          },
          now,
        );
        return { refused: undefined, erased };
      });
      if (outcome.refused === 'notFound') return requestNotFound(c);
      if (outcome.refused === 'done') {
        return fail(c, 409, staffPrivacyMessages.requestDone(doneAt(outcome.request)));
      }
      if (outcome.refused === 'nothing') return nothingHeld(c);
      privacy.settle();
      const { erased } = outcome;
      return ok(c, {
        erased_at: now.toISOString(),
        ...erased,
        marker: privacyRules.erasedMarker,
        message: staffPrivacyMessages.erased(
          erased.bookings.length,
          erased.messages.length,
          erased.requests.length,
        ),
      } satisfies PrivacyErased);
    },
  );
}

/** The paths above, for the staff routes' 405 answers. */
export const staffPrivacyPaths = {
  read: [
    '/staff/privacy/requests',
    '/staff/privacy/person',
    '/staff/privacy/export',
    '/staff/privacy/export.html',
  ],
  post: ['/staff/privacy/requests/:id/done', '/staff/privacy/erase'],
} as const;
