import * as React from 'react';
import { CalendarCheck } from 'lucide-react';
import {
  consentTexts,
  consentVersionName,
  isConsentGiven,
  formatDate,
  type BookableService,
  type BookingDateAnswer,
  type Branch,
  type FormAnswer,
  type StaffBookingRequest,
} from '@klinik/clinic';
import { useFormAnswer } from '../../contact/use-form-answer';
import { BookingPatientFields } from '../../booking/booking-details-form/booking-patient-fields';
import { BookingDateStrip } from '../../booking/booking-date-strip/booking-date-strip';
import { BookingPicker } from '../../booking/booking-picker/booking-picker';
import { BookingSummary } from '../../booking/booking-summary/booking-summary';
import {
  BookingTimeGrid,
  type BookingTimeGridState,
} from '../../booking/booking-time-grid/booking-time-grid';
import { cn } from '../../../lib/cn';
import type { FormComponent } from '../../../lib/form';
import { Button } from '../../../primitives/button/button';
import { CheckboxField } from '../../../primitives/field/field';
import { deskChoiceParams, deskIntent } from '../desk-intents';
import { DeskAlert } from '../desk-parts';

/** What is chosen so far, as the page's address has it. */
type DeskBookingChoice = Partial<Pick<StaffBookingRequest, 'branch' | 'service' | 'date'>>;

type DeskBookingFormProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** What the forms render as: the site's router form. */
  as?: FormComponent;
  /**
   * The new booking page's own address: the choices are a GET to it (`deskChoiceParams`:
   * `?cabang=&layanan=&tanggal=`), the booking a POST to its action (intent `book`).
   */
  action: string;
  /** The branches the account may book for (`visibleBranches`); one is chosen for it. */
  branches: readonly Pick<Branch, 'value' | 'label'>[];
  /** The services that can be booked (`bookableServices`). */
  services: readonly Pick<BookableService, 'slug' | 'name' | 'bookingMinutes'>[];
  choice: DeskBookingChoice;
  /** The chosen branch's days, closed ones with their reason; empty until a branch is chosen. */
  dates: readonly BookingDateAnswer[];
  /** Today's date in Jakarta, marked 'Hari ini'. Default: the first date. */
  today?: string;
  /** The chosen day's times from now on (staff need no lead time); once all three are chosen. */
  times?: BookingTimeGridState;
  /** Sending the booking now: its button reads 'Mengirim...'. */
  pending?: boolean;
  /**
   * The action's answer to the booking sent (a booking made leads to its page): a refusal's
   * message (a time taken meanwhile: 409, with the day's times as they are now) is an alert above
   * the times, and each refused field shows its message.
   */
  answer?: FormAnswer;
  /** With script: a choice changed, with every choice the form holds now. */
  onChoiceChange?: (choice: DeskBookingChoice) => void;
};

/** The booking's fields, in the order the focus visits their errors. */
const fieldOrder = ['time', 'name', 'phone', 'email', 'complaint', 'consent'] as const;

/** The choices a GET form holds now. */
function formChoice(form: HTMLFormElement): DeskBookingChoice {
  const data = new FormData(form);
  const read = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' && value ? value : undefined;
  };
  return {
    branch: read(deskChoiceParams.branch) as DeskBookingChoice['branch'],
    service: read(deskChoiceParams.service) as DeskBookingChoice['service'],
    date: read(deskChoiceParams.date),
  };
}

/**
 * A booking for a patient on the phone or at the door: the branch, the service and the day (a GET
 * form, 'Tampilkan jam', the pickers of the public booking), then a free time and the patient's
 * name, WhatsApp number, e-mail and complaint, as the public booking asks them (a POST form that
 * books), and the booking's consent text, which staff read out and tick once the patient agrees.
 * Staff book from now on, without the safety question: they ask on the phone. Both work as plain
 * forms without script.
 */
function DeskBookingForm({
  as: Form = 'form',
  action,
  branches,
  services,
  choice,
  dates,
  today = dates[0]?.date,
  times,
  pending = false,
  answer,
  onChoiceChange,
  className,
  ...props
}: DeskBookingFormProps) {
  const { formRef, errors, message, values, onChange } = useFormAnswer(answer, fieldOrder);
  const detailsId = React.useId();
  const day = dates.find((entry) => entry.date === choice.date);
  const chosen =
    choice.branch && choice.service && day
      ? { branch: choice.branch, service: choice.service, date: day.date }
      : undefined;
  const onlyBranch = branches.length === 1 ? branches[0] : undefined;

  return (
    <div data-slot="desk-booking-form" className={cn('grid gap-10', className)} {...props}>
      <Form
        method="get"
        action={action}
        aria-label="Pilih cabang, layanan, dan tanggal"
        className="grid gap-6"
        onChange={(event) => onChoiceChange?.(formChoice(event.currentTarget))}
      >
        {onlyBranch ? (
          <p className="text-foreground">
            <input type="hidden" name={deskChoiceParams.branch} value={onlyBranch.value} />
            Cabang: <strong>{onlyBranch.label}</strong>
          </p>
        ) : (
          <BookingPicker
            legend="Cabang"
            name={deskChoiceParams.branch}
            layout="chips"
            defaultValue={choice.branch}
            choices={branches.map((branch) => ({ value: branch.value, label: branch.label }))}
          />
        )}
        <BookingPicker
          legend="Layanan"
          name={deskChoiceParams.service}
          defaultValue={choice.service}
          choices={services.map((service) => ({
            value: service.slug,
            label: service.name,
            detail: `${service.bookingMinutes} menit`,
          }))}
        />
        {dates.length ? (
          <BookingDateStrip
            // Another branch has other days: the strip starts from the address's date.
            key={choice.branch}
            legend="Tanggal"
            name={deskChoiceParams.date}
            dates={dates}
            today={today}
            defaultValue={choice.date}
          />
        ) : null}
        <Button type="submit" variant="outline" className="justify-self-start">
          Tampilkan jam
        </Button>
      </Form>
      {chosen && day && times ? (
        <section aria-labelledby={detailsId} className="grid gap-6">
          <h2 id={detailsId} className="text-foreground text-xl font-bold">
            Jam dan data pasien
          </h2>
          <BookingSummary booking={chosen} className="bg-muted rounded-2xl p-5" />
          <Form
            ref={formRef}
            method="post"
            action={action}
            noValidate
            aria-label="Data janji temu"
            onChange={onChange}
            className="grid gap-6"
          >
            <input type="hidden" name="branch" value={chosen.branch} />
            <input type="hidden" name="service" value={chosen.service} />
            <input type="hidden" name="date" value={chosen.date} />
            {message ? <DeskAlert>{message}</DeskAlert> : null}
            <BookingTimeGrid
              state={times}
              dateLabel={formatDate(chosen.date, 'short')}
              defaultValue={values.time}
              error={errors.time}
            />
            <BookingPatientFields
              legend="Data pasien"
              values={values}
              errors={errors}
              typist="staff"
              complaintRows={3}
              hints={{
                phone: 'Contoh: 0812 3456 7890. Pengingat dikirim ke nomor ini.',
                email: 'Bila diisi, pasien menerima konfirmasi dan pengingat lewat email.',
              }}
            />
            <input type="hidden" name={consentVersionName} value={consentTexts.booking.version} />
            <CheckboxField
              name="consent"
              label={`Sudah dibacakan kepada pasien, dan pasien setuju: "${consentTexts.booking.text}"`}
              required
              defaultChecked={isConsentGiven(values.consent)}
              error={errors.consent}
            />
            <Button
              type="submit"
              name={deskIntent.name}
              value={deskIntent.book}
              size="lg"
              disabled={pending}
              className="w-full sm:w-auto sm:justify-self-start"
            >
              <CalendarCheck aria-hidden className="size-5" />
              {pending ? 'Mengirim...' : 'Buat janji temu'}
            </Button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}

export { DeskBookingForm, type DeskBookingChoice, type DeskBookingFormProps };
