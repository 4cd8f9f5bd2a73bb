import * as React from 'react';
import { limits } from '@klinik/clinic';
import { InputField, TextAreaField } from '../../../primitives/field/field';

type FieldTexts = Readonly<Record<string, string | undefined>>;

type BookingPatientFieldsProps = {
  /** The group's name: 'Data diri' for a visitor, 'Data pasien' for staff. */
  legend: string;
  /** What was typed, as a refusal hands it back. */
  values: FieldTexts;
  /** Each refused field's message. */
  errors: FieldTexts;
  /**
   * Who types: a visitor, whose browser may fill in their own name and number, or staff typing a
   * patient's, which their browser must not fill in with the receptionist's own.
   */
  typist: 'visitor' | 'staff';
  /** The hints under the number, the e-mail and the complaint. */
  hints: { phone: string; email: string; complaint?: string };
  complaintRows?: number;
  /** What follows the fields inside the group: the visitor's consent and the honeypot. */
  children?: React.ReactNode;
};

/**
 * A booking's patient: name, WhatsApp number, e-mail and complaint, named as the booking
 * requests name them (`name`, `phone`, `email`, `complaint`), with their limits. The public
 * booking and the desk's phone booking ask the same, in their own words.
 */
function BookingPatientFields({
  legend,
  values,
  errors,
  typist,
  hints,
  complaintRows = 4,
  children,
}: BookingPatientFieldsProps) {
  const fill = (token: string) => (typist === 'visitor' ? token : 'off');
  return (
    <fieldset className="grid min-w-0 gap-5">
      <legend className="text-foreground mb-5 text-base font-bold">{legend}</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label="Nama Lengkap"
          name="name"
          type="text"
          autoComplete={fill('name')}
          required
          maxLength={limits.bookings.maxLength.name}
          defaultValue={values.name}
          error={errors.name}
        />
        <InputField
          label="Nomor WhatsApp"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete={fill('tel')}
          hint={hints.phone}
          required
          maxLength={limits.bookings.maxLength.phone}
          defaultValue={values.phone}
          error={errors.phone}
        />
      </div>
      <InputField
        label="Email (opsional)"
        name="email"
        type="email"
        autoComplete={fill('email')}
        hint={hints.email}
        maxLength={limits.bookings.maxLength.email}
        defaultValue={values.email}
        error={errors.email}
      />
      <TextAreaField
        label="Keluhan (opsional)"
        name="complaint"
        hint={hints.complaint}
        rows={complaintRows}
        maxLength={limits.bookings.maxLength.complaint}
        defaultValue={values.complaint}
        error={errors.complaint}
      />
      {children}
    </fieldset>
  );
}

export { BookingPatientFields, type BookingPatientFieldsProps };
