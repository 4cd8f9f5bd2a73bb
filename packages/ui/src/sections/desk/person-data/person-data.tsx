import * as React from 'react';
import { CircleCheck, Download, FileText, Search, Trash2, UserX } from 'lucide-react';
import {
  bookableService,
  contactSubjects,
  dataRequestKinds,
  formatDate,
  optionLabel,
  privacyRules,
  staffPagePaths,
  staffPrivacyMessages,
  visitStatuses,
  type ConsentRecord,
  type FormAnswer,
  type PrivacyErased,
  type PrivacyPerson,
} from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import type { FormComponent } from '../../../lib/form';
import type { Remote } from '../../../lib/remote';
import { EmptyState } from '../../../feedback/empty-state/empty-state';
import { ListState } from '../../../feedback/list-state/list-state';
import { AppLink } from '../../../primitives/app-link/app-link';
import { Button } from '../../../primitives/button/button';
import { InputField } from '../../../primitives/field/field';
import { Skeleton } from '../../../primitives/skeleton/skeleton';
import { emergencyCallClass } from '../../contact/emergency-box/emergency-box';
import { branchName } from '../desk-format';
import { deskIntent } from '../desk-intents';
import { DeskAlert, DeskTime } from '../desk-parts';

/** The answer to an erasure: done, with what was erased, or refused in the API's words. */
type PersonEraseAnswer = FormAnswer<{ erased?: PrivacyErased }>;

type PersonDataProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The look-up page's address: the form is a GET to it (`?q=`). */
  action: string;
  /**
   * Where the erasure POSTs: the look-up's own address with its query, so the page that answers
   * shows the look-up again (nothing held) beside the notice. `action` when not given.
   */
  eraseAction?: string;
  /** What the forms render as: the site's router form. */
  as?: FormComponent;
  /** The number or e-mail looked up (the address's `q`); absent before a look-up. */
  query?: string;
  /** Everything held for it; 'empty' when nothing is. Absent before a look-up. */
  found?: Remote<PrivacyPerson>;
  /** The export of what was found: as JSON and as a readable page (the API's, opened directly). */
  exports?: { json: string; page: string };
  /** The request the look-up answers (from the requests page): the erasure marks it done. */
  requestId?: number;
  /** The erasure being sent now: its button waits. */
  pending?: boolean;
  /** The action's answer to the last erasure: a notice of what was erased, or a refusal. */
  answer?: PersonEraseAnswer;
};

/** The consent on record, in words; `atDesk`: read out to the patient by staff. */
function consentText(consent: ConsentRecord | null, atDesk = false): React.ReactNode {
  if (!consent) return 'Dibuat staf sebelum persetujuan dicatat';
  return (
    <>
      Versi {consent.version}, <DeskTime at={consent.given_at} />
      {atDesk ? ', dibacakan staf' : null}
    </>
  );
}

/** Terms and values of one record, a row of small columns. */
function Facts({ items }: { items: readonly (readonly [string, React.ReactNode])[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {items.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="text-foreground break-words whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const recordCard = 'border-border bg-background grid gap-3 rounded-xl border p-4';

/** What was found, in three groups, each record with every field stored. */
function PersonRecords({ person }: { person: PrivacyPerson }) {
  return (
    <div className="grid gap-6">
      <section aria-labelledby="person-bookings" className="grid gap-3">
        <h4 id="person-bookings" className="text-foreground font-bold">
          Janji temu ({person.bookings.length})
        </h4>
        {person.bookings.length ? (
          <ul className="grid gap-3">
            {person.bookings.map((booking) => (
              <li key={booking.code} className={recordCard}>
                <AppLink
                  href={staffPagePaths.booking(booking.code)}
                  className="text-primary inline-flex min-h-11 items-center font-bold underline-offset-2 hover:underline"
                >
                  {booking.code}
                </AppLink>
                <Facts
                  items={[
                    ['Nama', booking.name],
                    ['Nomor WhatsApp', booking.phone],
                    ['Email', booking.email ?? 'Tidak diisi'],
                    ['Keluhan', booking.complaint ?? 'Tidak diisi'],
                    [
                      'Jadwal',
                      `${branchName(booking.branch)} · ${bookableService(booking.service).name} · ${formatDate(booking.date, 'short', booking.time)}`,
                    ],
                    ['Status', optionLabel(visitStatuses, booking.status)],
                    ['Persetujuan', consentText(booking.consent, booking.source === 'desk')],
                  ]}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">Tidak ada janji temu.</p>
        )}
      </section>
      <section aria-labelledby="person-messages" className="grid gap-3">
        <h4 id="person-messages" className="text-foreground font-bold">
          Pesan kontak ({person.messages.length})
        </h4>
        {person.messages.length ? (
          <ul className="grid gap-3">
            {person.messages.map((message) => (
              <li key={message.id} className={recordCard}>
                <Facts
                  items={[
                    ['Diterima', <DeskTime key="at" at={message.created_at} />],
                    ['Subjek', optionLabel(contactSubjects, message.subject)],
                    ['Cabang', branchName(message.branch, 'Umum')],
                    ['Nama', message.name],
                    ['Email', message.email],
                    ['Nomor telepon', message.phone],
                    ['Pesan', message.message],
                    ['Persetujuan', consentText(message.consent)],
                  ]}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">Tidak ada pesan.</p>
        )}
      </section>
      <section aria-labelledby="person-requests" className="grid gap-3">
        <h4 id="person-requests" className="text-foreground font-bold">
          Permintaan data ({person.requests.length})
        </h4>
        {person.requests.length ? (
          <ul className="grid gap-3">
            {person.requests.map((request) => (
              <li key={request.id} className={recordCard}>
                <Facts
                  items={[
                    ['Diterima', <DeskTime key="at" at={request.received_at} />],
                    ['Jenis', optionLabel(dataRequestKinds, request.kind)],
                    ['Status', request.status === 'open' ? 'Terbuka' : 'Selesai'],
                    ['Nama', request.name],
                    ['Nomor atau email', request.contact],
                    ['Rincian', request.details ?? 'Tanpa rincian'],
                  ]}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">Tidak ada permintaan.</p>
        )}
      </section>
    </div>
  );
}

/**
 * A person's data at the desk (admin only): a GET form for a WhatsApp number or an e-mail (a
 * number found however it is written), then everything held for it (bookings, contact messages,
 * requests, each field as stored and the consent on record), its export as JSON and as a
 * readable page, and erasing it all after a confirmation step (a `<details>`, so it needs no
 * script). After an erasure a notice says what was erased; nothing held says so.
 */
function PersonData({
  action,
  eraseAction = action,
  as: Form = 'form',
  query,
  found,
  exports,
  requestId,
  pending = false,
  answer,
  className,
  ...props
}: PersonDataProps) {
  const headingId = React.useId();
  const typed = query?.trim() ?? '';
  const erased = answer?.ok ? answer.erased : undefined;
  return (
    <section
      data-slot="person-data"
      aria-labelledby={headingId}
      className={cn('grid gap-6', className)}
      {...props}
    >
      <h2 id={headingId} className="text-foreground text-xl font-bold">
        Cari data seseorang
      </h2>
      <Form method="get" action={action} role="search" className="grid max-w-2xl grid-cols-1 gap-3">
        <InputField
          label="Nomor WhatsApp atau email"
          name="q"
          type="search"
          autoComplete="off"
          defaultValue={query}
          hint="Nomor dalam bentuk apa pun: 0812-3456-7890, +62 812 3456 7890."
        />
        {requestId !== undefined ? (
          <input type="hidden" name="permintaan" value={requestId} />
        ) : null}
        <Button type="submit" className="justify-self-start">
          <Search aria-hidden />
          Cari data
        </Button>
      </Form>
      <div role="status" aria-live="polite" className="empty:hidden">
        {erased ? (
          <div
            data-slot="person-data-erased"
            className="bg-primary-soft text-primary-soft-foreground grid gap-1 rounded-lg px-4 py-3"
          >
            <p className="flex items-start gap-2 font-semibold">
              <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
              {erased.message}
            </p>
            <p className="text-sm">
              Nama, nomor, email, dan keluhan kini terbaca "{erased.marker}". Log mencatat siapa
              menghapus dan kapan, tanpa data yang dihapus.
            </p>
          </div>
        ) : null}
      </div>
      {answer?.ok === false && answer.message ? <DeskAlert>{answer.message}</DeskAlert> : null}
      {found && typed ? (
        <ListState<PrivacyPerson>
          dataSlot="person-data-results"
          state={found}
          loadingLabel="Mencari data…"
          errorTitle="Data gagal dimuat"
          skeleton={
            <div className="grid gap-3">
              {Array.from({ length: 3 }, (_, index) => (
                <Skeleton key={index} radius="lg" className="h-32" />
              ))}
            </div>
          }
          empty={
            <EmptyState
              icon={UserX}
              headingLevel="h3"
              title={`Tidak ada data untuk "${typed}"`}
              description={staffPrivacyMessages.nothingHeld}
            />
          }
        >
          {(person) => {
            const counts = `${person.bookings.length} janji temu, ${person.messages.length} pesan, dan ${person.requests.length} permintaan`;
            return (
              <div className="grid gap-6">
                <div className="grid gap-2">
                  <h3 className="text-foreground text-lg font-bold" aria-live="polite">
                    Data untuk {person.key.value}
                  </h3>
                  <p className="text-muted-foreground">Tersimpan: {counts}.</p>
                  {exports ? (
                    <div className="flex flex-wrap gap-3">
                      <Button asChild variant="outline">
                        <a href={exports.json} download>
                          <Download aria-hidden />
                          Ekspor JSON
                        </a>
                      </Button>
                      <Button asChild variant="outline">
                        <a href={exports.page}>
                          <FileText aria-hidden />
                          Ekspor halaman untuk dibaca
                        </a>
                      </Button>
                    </div>
                  ) : null}
                </div>
                <PersonRecords person={person} />
                <details className="border-danger/40 rounded-2xl border p-4 sm:p-6">
                  <summary className="text-danger flex min-h-11 cursor-pointer items-center gap-2 font-bold">
                    <Trash2 aria-hidden className="size-4" />
                    Hapus semua data orang ini
                  </summary>
                  <Form method="post" action={eraseAction} className="mt-4 grid gap-4">
                    <input type="hidden" name="q" value={typed} />
                    {requestId !== undefined ? (
                      <input type="hidden" name="request_id" value={requestId} />
                    ) : null}
                    <p className="text-foreground">
                      Yakin? Nama, nomor, email, dan keluhan pada {counts} diganti dengan "
                      {privacyRules.erasedMarker}" dan tidak bisa dikembalikan. Cabang, layanan,
                      jadwal, dan status janji temu tetap, agar hitungan hari tetap benar.
                    </p>
                    <button
                      type="submit"
                      name={deskIntent.name}
                      value={deskIntent.erasePerson}
                      disabled={pending}
                      className={cn(
                        emergencyCallClass,
                        'cursor-pointer justify-self-start disabled:opacity-60',
                      )}
                    >
                      {pending ? 'Menghapus...' : `Ya, hapus semua data ${person.key.value}`}
                    </button>
                  </Form>
                </details>
              </div>
            );
          }}
        </ListState>
      ) : null}
    </section>
  );
}

export { PersonData, type PersonDataProps, type PersonEraseAnswer };
