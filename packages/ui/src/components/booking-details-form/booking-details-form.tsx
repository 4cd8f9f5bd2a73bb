import * as React from 'react';
import { CalendarCheck } from 'lucide-react';
import {
  bookingRequestSchema,
  fieldMessages,
  limits,
  pagePaths,
  type BookingRequest,
} from '@klinik/clinic';
import { cn } from '../../lib/cn';
import { AppLink } from '../app-link/app-link';
import {
  BookingSafetyQuestion,
  type BookingSafetyQuestionProps,
} from '../booking-safety-question/booking-safety-question';
import { BookingTimeGrid, type BookingTimeGridState } from '../booking-time-grid/booking-time-grid';
import { Button } from '../button/button';
import { InputField, TextAreaField } from '../field/field';

/** The fields a visitor fills in here, in the order the focus visits their errors. */
const fieldOrder = ['time', 'name', 'phone', 'email', 'complaint', 'consent'] as const;
type BookingFieldName = (typeof fieldOrder)[number];

/** What the form shows filled in: the server's copy of what was sent, after an error or a 409. */
type BookingDetailsValues = Partial<Record<Exclude<BookingFieldName, 'consent'>, string>> & {
  consent?: boolean;
};

type BookingDetailsFormProps = Omit<
  React.ComponentProps<'form'>,
  'onSubmit' | 'action' | 'method' | 'children'
> & {
  /** Where the form posts without script (the site: the booking page's POST handler). */
  action: string;
  /** The branch, service and date chosen above, sent along as hidden fields. */
  choice: Pick<BookingRequest, 'branch' | 'service' | 'date'>;
  /** The chosen day as the strip shows it ("Sen, 30 Nov"), for the times' legend. */
  dateLabel?: string;
  /** The day's times (radio group `time`). */
  times: BookingTimeGridState;
  /** The safety question's content: the warning signs, the emergency number and IGD advice. */
  safety: Omit<BookingSafetyQuestionProps, 'children'>;
  /** The privacy policy the consent names. */
  privacyHref?: string;
  /** Values filled in when the page is rendered again with what was sent. */
  defaultValues?: BookingDetailsValues;
  /** Field messages from the server (a page rendered again after a POST without script). */
  errors?: Partial<Record<BookingFieldName, string>>;
  /**
   * A message about the whole booking, shown above the times as an alert, e.g. the 409's
   * `bookingMessages.taken` with the new free times in `times`; the focus goes to the times.
   */
  notice?: string;
  /**
   * With script: sends the checked request (the site posts it and, once booked, goes to the
   * confirmation). On a 409 the site passes `notice` and the new `times` and resolves; the
   * typed values stay. A rejection keeps everything and says to try again.
   */
  onSubmit?: (request: BookingRequest) => Promise<void>;
  /** Called with the time picked, e.g. for a summary shown beside the form. */
  onTimeChange?: (time: string) => void;
};

type SendStatus = 'idle' | 'sending' | 'failed';

/** The form's values as the schema reads them (the consent box posts "on"). */
function readForm(form: HTMLFormElement): Record<string, string | undefined> {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const values = Object.fromEntries(
    Object.keys(bookingRequestSchema.def.shape).map((name) => [name, text(name)]),
  );
  // The honeypot left empty, as people leave it, is no value at all.
  return { ...values, website: values.website || undefined };
}

/** Focuses the control of a field: the chosen (or first free) time, or the named input. */
function focusField(form: HTMLFormElement | null, name: BookingFieldName) {
  const control =
    name === 'time'
      ? (form?.querySelector<HTMLInputElement>('input[name="time"]:checked:not(:disabled)') ??
        form?.querySelector<HTMLInputElement>('input[name="time"]:not(:disabled)'))
      : form?.querySelector<HTMLElement>(`[name="${name}"]`);
  control?.focus();
}

/**
 * The booking's second form (POST): the times of the chosen day, the safety question, then name,
 * WhatsApp number, e-mail, complaint and consent, with the branch, service and date as hidden
 * fields. Without script the browser posts it and the server answers with the confirmation or
 * this form again (`errors`, `notice`, `defaultValues`); with script the fields are checked with
 * the contract's schema first, the focus goes to the first wrong one, and `onSubmit` sends.
 */
function BookingDetailsForm({
  action,
  choice,
  dateLabel,
  times,
  safety,
  privacyHref = pagePaths.privacy,
  defaultValues = {},
  errors: serverErrors,
  notice,
  onSubmit,
  onTimeChange,
  className,
  'aria-label': ariaLabel = 'Data janji temu',
  ...props
}: BookingDetailsFormProps) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const [errors, setErrors] = React.useState(serverErrors ?? {});
  // The server's messages arrive with a render of the page: they replace the ones shown.
  const [fromServer, setFromServer] = React.useState(serverErrors);
  if (fromServer !== serverErrors) {
    setFromServer(serverErrors);
    setErrors(serverErrors ?? {});
  }
  const [status, setStatus] = React.useState<SendStatus>('idle');
  const id = React.useId();

  // ... and the focus goes to the first of them.
  React.useEffect(() => {
    const first = fieldOrder.find((name) => serverErrors?.[name]);
    if (first) focusField(formRef.current, first);
  }, [serverErrors]);

  // A time taken meanwhile: the new times are in, so the focus goes to them.
  React.useEffect(() => {
    if (notice) focusField(formRef.current, 'time');
  }, [notice]);

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    if (!onSubmit) return;
    event.preventDefault();
    if (status === 'sending') return;
    const values = readForm(event.currentTarget);
    const found = fieldMessages(bookingRequestSchema, values);
    setErrors(found);
    const first = fieldOrder.find((name) => found[name]);
    if (first) {
      focusField(event.currentTarget, first);
      return;
    }
    setStatus('sending');
    try {
      await onSubmit(bookingRequestSchema.parse(values));
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  };

  const clearError = (event: React.FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (name === 'time') onTimeChange?.((event.target as HTMLInputElement).value);
    setErrors((current) =>
      current[name as BookingFieldName] ? { ...current, [name]: undefined } : current,
    );
    if (status === 'failed') setStatus('idle');
  };

  const sending = status === 'sending';
  return (
    <form
      ref={formRef}
      data-slot="booking-details-form"
      method="post"
      action={action}
      noValidate
      aria-label={ariaLabel}
      onSubmit={handleSubmit}
      onChange={clearError}
      className={cn('grid gap-8', className)}
      {...props}
    >
      <input type="hidden" name="branch" value={choice.branch} />
      <input type="hidden" name="service" value={choice.service} />
      <input type="hidden" name="date" value={choice.date} />
      {notice ? (
        <p
          role="alert"
          data-slot="booking-details-form-notice"
          className="bg-danger-soft text-danger rounded-lg px-4 py-3 font-semibold"
        >
          {notice}
        </p>
      ) : null}
      <BookingTimeGrid
        state={times}
        dateLabel={dateLabel}
        defaultValue={defaultValues.time}
        error={errors.time}
      />
      <BookingSafetyQuestion {...safety}>
        <fieldset className="grid min-w-0 gap-5">
          <legend className="text-foreground mb-5 text-base font-bold">Data diri</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField
              label="Nama Lengkap"
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={limits.bookings.maxLength.name}
              defaultValue={defaultValues.name}
              error={errors.name}
            />
            <InputField
              label="Nomor WhatsApp"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              hint="Contoh: 0812 3456 7890. Konfirmasi dikirim ke nomor ini."
              required
              maxLength={limits.bookings.maxLength.phone}
              defaultValue={defaultValues.phone}
              error={errors.phone}
            />
          </div>
          <InputField
            label="Email (opsional)"
            name="email"
            type="email"
            autoComplete="email"
            hint="Isi jika Anda ingin menerima tautan janji temu lewat email juga."
            maxLength={limits.bookings.maxLength.email}
            defaultValue={defaultValues.email}
            error={errors.email}
          />
          <TextAreaField
            label="Keluhan (opsional)"
            name="complaint"
            hint={`Ceritakan singkat keluhan Anda, paling banyak ${limits.bookings.maxLength.complaint.toLocaleString('id-ID')} karakter.`}
            rows={4}
            maxLength={limits.bookings.maxLength.complaint}
            defaultValue={defaultValues.complaint}
            error={errors.complaint}
          />
          {/* The honeypot, as the contact form has it: off screen, out of the tab order and hidden
              from screen readers, so people leave it empty and bots that fill every field show. */}
          <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
            <label>
              Jangan isi kolom ini
              <input name="website" type="text" tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <div data-invalid={errors.consent ? true : undefined} className="grid gap-1.5">
            <div className="flex items-start gap-3">
              <input
                id={`${id}-consent`}
                type="checkbox"
                name="consent"
                defaultChecked={defaultValues.consent}
                required
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
                className="accent-primary mt-3 size-5 shrink-0 cursor-pointer"
              />
              <label
                htmlFor={`${id}-consent`}
                className="text-foreground flex min-h-11 cursor-pointer items-center text-sm"
              >
                Saya setuju data saya dipakai untuk mengatur janji temu ini (wajib).
              </label>
            </div>
            <p className="text-muted-foreground ml-8 text-sm">
              Baca{' '}
              <AppLink
                href={privacyHref}
                className="text-primary inline-flex min-h-11 items-center font-semibold underline"
              >
                Kebijakan Privasi
              </AppLink>{' '}
              kami.
            </p>
            {errors.consent ? (
              <p
                id={`${id}-consent-error`}
                data-slot="field-error"
                className="text-danger text-sm font-semibold"
              >
                {errors.consent}
              </p>
            ) : null}
          </div>
          {status === 'failed' ? (
            <p
              role="alert"
              data-slot="booking-details-form-failed"
              className="bg-danger-soft text-danger rounded-lg px-4 py-3 text-sm font-semibold"
            >
              Maaf, janji temu belum terkirim. Periksa koneksi internet Anda, lalu coba lagi; isian
              Anda tidak hilang.
            </p>
          ) : null}
          <Button
            type="submit"
            size="lg"
            disabled={sending}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            <CalendarCheck aria-hidden className="size-5" />
            {sending ? 'Mengirim...' : 'Buat Janji Temu'}
          </Button>
        </fieldset>
      </BookingSafetyQuestion>
    </form>
  );
}

export {
  BookingDetailsForm,
  type BookingDetailsFormProps,
  type BookingDetailsValues,
  type BookingFieldName,
};
