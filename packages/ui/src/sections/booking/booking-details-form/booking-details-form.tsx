import * as React from 'react';
import { CalendarCheck } from 'lucide-react';
import {
  consentTexts,
  consentVersionName,
  isConsentGiven,
  honeypotName,
  limits,
  pagePaths,
  type BookingRequest,
  type FormAnswer,
} from '@klinik/clinic';
import { useFormAnswer } from '../../contact/use-form-answer';
import { cn } from '../../../lib/cn';
import type { FormComponent, FormElementProps } from '../../../lib/form';
import { AppLink } from '../../../primitives/app-link/app-link';
import {
  BookingSafetyQuestion,
  type BookingSafetyQuestionProps,
} from '../booking-safety-question/booking-safety-question';
import { BookingTimeGrid, type BookingTimeGridState } from '../booking-time-grid/booking-time-grid';
import { Button } from '../../../primitives/button/button';
import { CheckboxField, HoneypotField } from '../../../primitives/field/field';
import { BookingPatientFields } from './booking-patient-fields';

/** The fields a visitor fills in here, in the order the focus visits their errors. */
const fieldOrder = ['time', 'name', 'phone', 'email', 'complaint', 'consent'] as const;
type BookingFieldName = (typeof fieldOrder)[number];

type BookingDetailsFormProps = Omit<FormElementProps, 'method' | 'action' | 'children'> & {
  /** What the form renders as: the site's router form, whose action books. */
  as?: FormComponent;
  /** Where the form posts (the booking page: its route's action). */
  action: string;
  /** Sending now: the button reads 'Mengirim...'. */
  pending?: boolean;
  /**
   * The action's answer to the last booking sent (a booking made leads on to its confirmation
   * page): a refusal with its message (a time taken meanwhile, a limit: an alert above the times,
   * where the focus goes) and a message per refused field (the focus goes to the first), and what
   * was typed, for a page rendered anew.
   */
  answer?: FormAnswer;
  /** The branch, service and date chosen above, sent along as hidden fields. */
  choice: Pick<BookingRequest, 'branch' | 'service' | 'date'>;
  /** The chosen day as the strip shows it ("Sen, 30 Nov"), for the times' legend. */
  dateLabel?: string;
  /** The day's times (radio group `time`); after a time was taken meanwhile, as they are now. */
  times: BookingTimeGridState;
  /** The safety question's content: the warning signs, the emergency number and IGD advice. */
  safety: Omit<BookingSafetyQuestionProps, 'children'>;
  /** The privacy policy the consent names. */
  privacyHref?: string;
  /** Called with the time picked, e.g. for a summary shown beside the form. */
  onTimeChange?: (time: string) => void;
};

/** Focuses the chosen (or first free) time. */
function focusTimes(form: HTMLFormElement | null) {
  (
    form?.querySelector<HTMLInputElement>('input[name="time"]:checked:not(:disabled)') ??
    form?.querySelector<HTMLInputElement>('input[name="time"]:not(:disabled)')
  )?.focus();
}

/**
 * The booking's second form (POST): the times of the chosen day, the safety question, then name,
 * WhatsApp number, e-mail, complaint and consent, with the branch, service and date as hidden
 * fields. Its action checks the fields with the contract's schema and books, or answers why not;
 * the form is the same with and without script.
 */
function BookingDetailsForm({
  as: Form = 'form',
  action,
  pending = false,
  answer,
  choice,
  dateLabel,
  times,
  safety,
  privacyHref = pagePaths.privacy,
  onTimeChange,
  className,
  'aria-label': ariaLabel = 'Data janji temu',
  ...props
}: BookingDetailsFormProps) {
  const { formRef, errors, message, values, onChange } = useFormAnswer(answer, fieldOrder);

  // A refusal about the whole booking (a time taken meanwhile): the times as they are now are
  // in, so the focus goes to them.
  React.useEffect(() => {
    if (answer?.ok === false && answer.message && !answer.errors) focusTimes(formRef.current);
  }, [answer, formRef]);

  return (
    <Form
      ref={formRef}
      data-slot="booking-details-form"
      method="post"
      action={action}
      noValidate
      aria-label={ariaLabel}
      onChange={(event) => {
        const field = event.target as EventTarget as HTMLInputElement;
        if (field.name === 'time') onTimeChange?.(field.value);
        onChange(event);
      }}
      className={cn('grid gap-8', className)}
      {...props}
    >
      <input type="hidden" name="branch" value={choice.branch} />
      <input type="hidden" name="service" value={choice.service} />
      <input type="hidden" name="date" value={choice.date} />
      {message ? (
        <p
          role="alert"
          data-slot="booking-details-form-notice"
          className="bg-danger-soft text-danger rounded-lg px-4 py-3 font-semibold"
        >
          {message}
        </p>
      ) : null}
      <BookingTimeGrid
        state={times}
        dateLabel={dateLabel}
        defaultValue={values.time}
        error={errors.time}
      />
      <BookingSafetyQuestion {...safety}>
        <BookingPatientFields
          legend="Data diri"
          values={values}
          errors={errors}
          typist="visitor"
          hints={{
            phone: 'Contoh: 0812 3456 7890. Konfirmasi dikirim ke nomor ini.',
            email: 'Isi jika Anda ingin menerima tautan janji temu lewat email juga.',
            complaint: `Ceritakan singkat keluhan Anda, paling banyak ${limits.bookings.maxLength.complaint.toLocaleString('id-ID')} karakter.`,
          }}
        >
          <HoneypotField name={honeypotName} />
          <input type="hidden" name={consentVersionName} value={consentTexts.booking.version} />
          <CheckboxField
            name="consent"
            label={consentTexts.booking.text}
            required
            defaultChecked={isConsentGiven(values.consent)}
            error={errors.consent}
          >
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
          </CheckboxField>
          <Button
            type="submit"
            size="lg"
            disabled={pending}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            <CalendarCheck aria-hidden className="size-5" />
            {pending ? 'Mengirim...' : 'Buat Janji Temu'}
          </Button>
        </BookingPatientFields>
      </BookingSafetyQuestion>
    </Form>
  );
}

export { BookingDetailsForm, type BookingDetailsFormProps, type BookingFieldName };
