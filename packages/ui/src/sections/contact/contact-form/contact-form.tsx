import * as React from 'react';
import {
  consentTexts,
  consentVersionName,
  contactSubjects,
  honeypotName,
  type ContactSubject,
  type FormAnswer,
} from '@klinik/clinic';
import { Send } from 'lucide-react';
import { useFormAnswer } from '../use-form-answer';
import { cn } from '../../../lib/cn';
import type { FormComponent, FormElementProps } from '../../../lib/form';
import {
  HoneypotField,
  InputField,
  SelectField,
  TextAreaField,
} from '../../../primitives/field/field';
import { FormCard } from '../../../primitives/form-card/form-card';

type ContactFormProps = Omit<FormElementProps, 'method' | 'children'> & {
  /** What the form renders as: the site's router form (its action stores the message). */
  as?: FormComponent;
  /** Sending now. */
  pending?: boolean;
  /** The action's answer to the last message sent: stored, or refused with what to say. */
  answer?: FormAnswer;
  /** The subject choices; default: `contactSubjects` of @klinik/clinic. */
  subjects?: readonly { value: ContactSubject; label: string }[];
  /**
   * The branches a message may be for: given, the form asks 'Cabang yang dituju' (field `branch`,
   * '' for a general message), so the branch's front desk reads it.
   */
  branches?: readonly { value: string; label: string }[];
};

/** The fields, in the order the focus visits their errors. */
const fieldOrder = ['name', 'email', 'phone', 'subject', 'branch', 'message'] as const;

/** The text inputs, in order; the browser fills them from the visitor's details. */
const textInputs = [
  { name: 'name', label: 'Nama Lengkap', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Nomor Telepon', type: 'tel', autoComplete: 'tel' },
] as const;

/**
 * The contact page's message form: a POST to its action, which checks the fields with the
 * contract's schema and stores the message, with or without script. The fields are the form's
 * own (uncontrolled): what was typed stays until the message is stored, then they start empty.
 */
function ContactForm({
  as,
  pending,
  answer,
  subjects = contactSubjects,
  branches,
  className,
  'aria-label': ariaLabel = 'Formulir kontak',
  ...props
}: ContactFormProps) {
  const { formRef, errors, message, done, values, fieldsKey, onChange } = useFormAnswer(
    answer,
    fieldOrder,
  );
  return (
    <FormCard
      as={as}
      ref={formRef}
      slot="contact-form"
      aria-label={ariaLabel}
      pending={pending}
      notice={message}
      sent={done && 'Terima kasih! Pesan Anda telah terkirim. Kami akan menghubungi Anda segera.'}
      submit={{ label: 'Kirim Pesan', icon: Send }}
      onChange={onChange}
      className={cn('content-start', className)}
      {...props}
    >
      <React.Fragment key={fieldsKey}>
        <div className="grid gap-5 sm:grid-cols-2">
          {textInputs.map(({ name, ...input }) => (
            <InputField
              key={name}
              name={name}
              required
              defaultValue={values[name]}
              error={errors[name]}
              {...input}
            />
          ))}
          <SelectField
            label="Subjek"
            name="subject"
            required
            defaultValue={values.subject ?? ''}
            error={errors.subject}
            placeholder="Pilih Subjek"
            options={subjects}
          />
        </div>
        {branches?.length ? (
          <SelectField
            label="Cabang yang dituju"
            name="branch"
            hint="Pilih cabang bila pesan Anda untuk cabang tertentu."
            defaultValue={values.branch ?? ''}
            error={errors.branch}
            placeholder="Umum / belum tahu"
            options={branches}
          />
        ) : null}
        <HoneypotField name={honeypotName} />
        <TextAreaField
          label="Pesan"
          name="message"
          required
          defaultValue={values.message}
          error={errors.message}
          rows={6}
        />
        <input type="hidden" name={consentVersionName} value={consentTexts.contact.version} />
        <p data-slot="contact-form-consent" className="text-muted-foreground text-sm">
          {consentTexts.contact.text}
        </p>
      </React.Fragment>
    </FormCard>
  );
}

export { ContactForm, type ContactFormProps };
