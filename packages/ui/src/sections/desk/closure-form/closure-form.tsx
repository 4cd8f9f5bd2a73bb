import * as React from 'react';
import { CalendarX } from 'lucide-react';
import type { Branch, FormAnswer, StaffBooking } from '@klinik/clinic';
import { useFormAnswer } from '../../contact/use-form-answer';
import { cn } from '../../../lib/cn';
import type { FormComponent } from '../../../lib/form';
import { InputField, SelectField } from '../../../primitives/field/field';
import { FormCard } from '../../../primitives/form-card/form-card';
import { BookingRow } from '../booking-row/booking-row';
import { deskIntent } from '../desk-intents';

type ClosureFormProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The closures page's address: the form posts there (intent `add-closure`). */
  action: string;
  /** What the form renders as: the site's router form. */
  as?: FormComponent;
  /** The branches a day may be closed for. */
  branches: readonly Pick<Branch, 'value' | 'label'>[];
  /** Today in Jakarta ("2026-12-21"): the first date the field offers. */
  today: string;
  /** Sending now: the button reads 'Mengirim...'. */
  pending?: boolean;
  /**
   * The action's answer: each refused field's message at its field, the API's words in an alert
   * (`staffMessages.closureHasBookings`, `closureExists`).
   */
  answer?: FormAnswer;
  /**
   * The bookings on that day that still hold a place (`bookings_to_contact` of the 409): the
   * patients to contact and move or cancel first; nothing was closed.
   */
  toContact?: readonly StaffBooking[];
};

const fieldOrder = ['branch', 'date', 'reason'] as const;

/**
 * An admin closes a branch for a day: the branch, the date and the reason patients are told
 * (a POST form, intent `add-closure`). A day that still has bookings is refused (409) and nothing
 * closes: the bookings to contact first are listed under the form, each a link to move or cancel
 * it, so a closure never cancels a booking silently.
 */
function ClosureForm({
  action,
  as,
  branches,
  today,
  pending = false,
  answer,
  toContact = [],
  className,
  ...props
}: ClosureFormProps) {
  const { formRef, errors, message, values, fieldsKey, onChange } = useFormAnswer(
    answer,
    fieldOrder,
  );
  const contactId = React.useId();
  return (
    <div data-slot="closure-form" className={cn('grid gap-6', className)} {...props}>
      <FormCard
        as={as}
        ref={formRef}
        slot="closure-form-card"
        action={action}
        aria-label="Tambah hari tutup"
        pending={pending}
        notice={message}
        submit={{ label: 'Tutup cabang pada hari itu', icon: CalendarX }}
        onChange={onChange}
      >
        <input type="hidden" name={deskIntent.name} value={deskIntent.addClosure} />
        <div key={fieldsKey} className="grid grid-cols-1 gap-5 md:grid-cols-2">
          <SelectField
            label="Cabang"
            name="branch"
            required
            placeholder="Pilih cabang"
            options={branches}
            defaultValue={values.branch ?? ''}
            error={errors.branch}
          />
          <InputField
            label="Tanggal"
            name="date"
            type="date"
            required
            min={today}
            // A date field's own width does not shrink with the column at 200% text.
            className="min-w-0"
            defaultValue={values.date}
            error={errors.date}
          />
          <InputField
            label="Alasan"
            name="reason"
            required
            maxLength={200}
            hint="Ditulis di halaman janji temu, misalnya 'Listrik gedung dipadamkan'."
            defaultValue={values.reason}
            error={errors.reason}
            className="md:col-span-2"
          />
        </div>
      </FormCard>
      {toContact.length ? (
        <section aria-labelledby={contactId} className="grid gap-3">
          <h3 id={contactId} className="text-foreground text-lg font-bold">
            Hubungi pasien ini terlebih dahulu
          </h3>
          <p className="text-muted-foreground">
            Cabang belum ditutup. Hubungi setiap pasien, lalu pindahkan atau batalkan janji temunya
            dengan alasan 'Cabang tutup'; setelah itu tutup cabangnya lagi.
          </p>
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {toContact.map((booking) => (
              <li key={booking.code}>
                <BookingRow booking={booking} showDate />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export { ClosureForm, type ClosureFormProps };
