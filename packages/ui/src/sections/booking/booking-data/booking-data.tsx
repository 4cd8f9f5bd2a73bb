import * as React from 'react';
import { CircleCheck, Eraser, Info, PencilLine } from 'lucide-react';
import {
  bookingManageIntent,
  formatDate,
  jakartaWallClock,
  privacyMessages,
  privacyRules,
  type BookingStoredData,
  type FormAnswer,
} from '@klinik/clinic';
import { useFormAnswer } from '../../contact/use-form-answer';
import { cn } from '../../../lib/cn';
import type { FormComponent } from '../../../lib/form';
import type { Remote } from '../../../lib/remote';
import { ListState } from '../../../feedback/list-state/list-state';
import { EmptyState } from '../../../feedback/empty-state/empty-state';
import { Button } from '../../../primitives/button/button';
import { InputField } from '../../../primitives/field/field';
import { Skeleton } from '../../../primitives/skeleton/skeleton';
import { emergencyCallClass } from '../../contact/emergency-box/emergency-box';

type BookingDataProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** What the website stores for the booking (its private link's `/data`). */
  state: Remote<BookingStoredData>;
  /** What the forms render as: the site's router form. */
  as?: FormComponent;
  /** The manage page's address: both forms post to it, naming their `bookingManageIntent`. */
  action: string;
  /** Which of the two is being sent now: its button waits. */
  pending?: 'correct' | 'erase';
  /**
   * The action's answer to the last correction or erasure: a correction stored says so; a
   * refusal shows each field's message and its own words (an erasure before the visit: 409).
   */
  answer?: FormAnswer;
};

const correctionFields = ['name', 'email'] as const;

const detailsSummary =
  'border-primary text-primary hover:bg-primary-soft flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border px-5 font-semibold [&::-webkit-details-marker]:hidden';

/** An instant (UTC) as the patient reads it: "28 November 2026 pukul 14.05 WIB". */
function instantText(at: string): string {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return at;
  const { date, time } = jakartaWallClock(instant);
  return `${formatDate(date, 'date', time)} WIB`;
}

/**
 * The consent on record: its text, version and time, or, for a booking staff made before the desk
 * recorded the consent read out, that none is.
 */
function ConsentGiven({ consent }: { consent: BookingStoredData['consent'] }) {
  if (!consent) {
    return 'Tidak tercatat: janji temu ini dibuat oleh staf klinik sebelum persetujuan dicatat.';
  }
  return (
    <>
      "{consent.text}"
      <span className="text-muted-foreground block text-sm">
        Versi {consent.version}, diberikan {instantText(consent.given_at)}
      </span>
    </>
  );
}

/**
 * "Data yang kami simpan" on a booking's manage page: the name, WhatsApp number, e-mail and
 * complaint stored for the booking, the consent given (its text, version and time) and from when
 * the contact details are erased by themselves; a form to correct the name and e-mail; and,
 * once the visit is past or the booking cancelled, erasing the contact details after a
 * confirmation step (a `<details>`, so it needs no script). Before that it says why not.
 */
function BookingData({
  state,
  as: Form = 'form',
  action,
  pending,
  answer,
  className,
  ...props
}: BookingDataProps) {
  const id = React.useId();
  const { formRef, errors, message, done, values, fieldsKey, onChange } = useFormAnswer(
    answer,
    correctionFields,
  );
  const refusedCorrection = answer?.ok === false && answer.errors !== undefined;
  return (
    <section
      data-slot="booking-data"
      aria-labelledby={`${id}-title`}
      className={cn('border-border grid gap-6 rounded-2xl border p-6 sm:p-8', className)}
      {...props}
    >
      <h2 id={`${id}-title`} className="text-foreground text-xl font-bold">
        Data yang kami simpan
      </h2>
      <ListState<BookingStoredData>
        dataSlot="booking-data-content"
        state={state}
        loadingLabel="Memuat data yang disimpan…"
        errorTitle="Gagal memuat data yang disimpan"
        headingLevel="h3"
        skeleton={<Skeleton radius="lg" className="h-48" />}
        empty={
          <EmptyState
            headingLevel="h3"
            title="Tidak ada data kontak tersimpan"
            description="Data kontak janji temu ini sudah tidak ada di situs kami."
          />
        }
      >
        {(data) => (
          <div className="grid gap-6">
            <p className="text-muted-foreground">
              Situs kami menyimpan data berikut untuk janji temu {data.code}. Data kontak dan
              keluhan dihapus otomatis mulai {formatDate(data.erase_after, 'date')}.
            </p>
            <dl className="grid gap-4 sm:grid-cols-2">
              {(
                [
                  ['Nama', data.name],
                  ['Nomor WhatsApp', data.phone],
                  ['Email', data.email ?? 'Tidak diisi'],
                  ['Keluhan', data.complaint ?? 'Tidak diisi'],
                ] as const
              ).map(([term, value]) => (
                <div key={term} className="min-w-0">
                  <dt className="text-muted-foreground text-sm font-semibold">{term}</dt>
                  <dd className="text-foreground break-words whitespace-pre-line">{value}</dd>
                </div>
              ))}
              <div className="min-w-0 sm:col-span-2">
                <dt className="text-muted-foreground text-sm font-semibold">Persetujuan Anda</dt>
                <dd className="text-foreground">
                  <ConsentGiven consent={data.consent} />
                </dd>
              </div>
            </dl>

            {message ? (
              <p
                role="alert"
                className="bg-danger-soft text-danger rounded-lg px-4 py-3 font-semibold"
              >
                {message}
              </p>
            ) : null}
            <div role="status" aria-live="polite" className="empty:hidden">
              {done ? (
                <p
                  data-slot="booking-data-corrected"
                  className="bg-primary-soft text-primary-soft-foreground flex items-start gap-2 rounded-lg px-4 py-3 font-semibold"
                >
                  <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
                  {privacyMessages.corrected}
                </p>
              ) : null}
            </div>

            <details
              open={refusedCorrection || undefined}
              className="border-border rounded-2xl border p-4 sm:p-6"
            >
              <summary className={detailsSummary}>
                <PencilLine aria-hidden className="size-4" />
                Perbaiki nama atau email
              </summary>
              <Form
                ref={formRef}
                method="post"
                action={action}
                noValidate
                aria-label="Perbaiki nama atau email"
                className="mt-6 grid gap-5"
                onChange={onChange}
              >
                <React.Fragment key={`${fieldsKey}-${data.name}-${data.email ?? ''}`}>
                  <InputField
                    label="Nama Lengkap"
                    name="name"
                    autoComplete="name"
                    required
                    defaultValue={values.name ?? data.name}
                    error={errors.name}
                  />
                  <InputField
                    label="Email"
                    name="email"
                    type="email"
                    autoComplete="email"
                    defaultValue={values.email ?? data.email ?? ''}
                    error={errors.email}
                    hint="Kosongkan untuk menghapus email dari janji temu ini."
                  />
                </React.Fragment>
                <p className="text-muted-foreground flex items-start gap-2 text-sm">
                  <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
                  Nomor WhatsApp tidak bisa diubah di sini: klinik menghubungi Anda lewat nomor itu.
                  Bila nomornya salah, batalkan lalu buat janji temu baru.
                </p>
                <Button
                  type="submit"
                  name={bookingManageIntent.name}
                  value={bookingManageIntent.correct}
                  disabled={pending === 'correct'}
                  className="justify-self-start"
                >
                  {pending === 'correct' ? 'Menyimpan...' : 'Simpan perbaikan'}
                </Button>
              </Form>
            </details>

            {data.can_erase ? (
              <details className="border-border rounded-2xl border p-4 sm:p-6">
                <summary className={detailsSummary}>
                  <Eraser aria-hidden className="size-4" />
                  Hapus data kontak saya
                </summary>
                <Form method="post" action={action} className="mt-4 grid gap-4">
                  <p className="text-foreground">
                    Yakin ingin menghapus data Anda? Nama, nomor WhatsApp, email, dan keluhan pada
                    janji temu ini diganti dengan tanda "{privacyRules.erasedMarker}" dan tidak bisa
                    dikembalikan. Cabang, layanan, dan jadwalnya tetap tercatat tanpa nama. Setelah
                    itu tautan ini tidak berlaku lagi.
                  </p>
                  <button
                    type="submit"
                    name={bookingManageIntent.name}
                    value={bookingManageIntent.erase}
                    disabled={pending === 'erase'}
                    className={cn(
                      emergencyCallClass,
                      'cursor-pointer justify-self-start disabled:opacity-60',
                    )}
                  >
                    {pending === 'erase' ? 'Menghapus...' : 'Ya, hapus data saya'}
                  </button>
                </Form>
              </details>
            ) : (
              <p
                data-slot="booking-data-erase-later"
                className="bg-muted text-foreground flex items-start gap-2 rounded-xl p-4"
              >
                <Info aria-hidden className="mt-0.5 size-5 shrink-0" />
                {privacyMessages.eraseNotYet}
              </p>
            )}
          </div>
        )}
      </ListState>
    </section>
  );
}

export { BookingData, type BookingDataProps };
