import * as React from 'react';
import {
  contactMessageInputSchema,
  contactSubjects,
  fieldMessages,
  type ContactMessageInput,
  type ContactSubject,
} from '@klinik/clinic';
import { CircleCheck, Send } from 'lucide-react';
import { useFormState } from '../../hooks/use-form-state';
import { cn } from '../../lib/cn';
import { InputField, SelectField, TextAreaField } from '../field/field';
import { FormCard } from '../form-card/form-card';

/** The form's fields as typed (the subject is '' until chosen); the honeypot is not one of them. */
type ContactValues = Record<Exclude<keyof ContactMessageInput, 'website'>, string>;

type ContactFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  /**
   * Sends the checked, trimmed message; a rejection shows the failure and keeps the input (a
   * FormSubmitError's message in place of the generic one).
   */
  onSubmit: (message: ContactMessageInput) => Promise<void>;
  /** The subject choices; default: `contactSubjects` of @klinik/clinic. */
  subjects?: readonly { value: ContactSubject; label: string }[];
  /** Values the form starts with. */
  defaultValues?: Partial<ContactValues>;
};

const emptyContact: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** The text inputs, in order; the browser fills them from the visitor's details. */
const textInputs = [
  { name: 'name', label: 'Nama Lengkap', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Nomor Telepon', type: 'tel', autoComplete: 'tel' },
] as const;

/**
 * The contact page's message form. Its fields are checked in the browser with the contract's
 * schema, so every message is the one the API would answer.
 */
function ContactForm({
  onSubmit,
  subjects = contactSubjects,
  defaultValues,
  className,
  'aria-label': ariaLabel = 'Formulir kontak',
  ...props
}: ContactFormProps) {
  const honeypotRef = React.useRef<HTMLInputElement>(null);
  const form = useFormState({
    emptyValues: emptyContact,
    defaultValues,
    validate: (values) => fieldMessages(contactMessageInputSchema, values),
    onSubmit: (values) => {
      const website = honeypotRef.current?.value || undefined;
      return onSubmit(contactMessageInputSchema.parse({ ...values, website }));
    },
  });
  const { errors, status, field } = form;

  return (
    <FormCard
      form={form}
      slot="contact-form"
      aria-label={ariaLabel}
      failure="Maaf, pesan Anda gagal terkirim. Periksa koneksi internet Anda, lalu kirim ulang; isian Anda tidak hilang."
      submit={{ label: 'Kirim Pesan', icon: Send }}
      className={cn('content-start', className)}
      {...props}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {textInputs.map(({ name, ...input }) => (
          <InputField key={name} required error={errors[name]} {...field(name)} {...input} />
        ))}
        <SelectField
          label="Subjek"
          required
          error={errors.subject}
          placeholder="Pilih Subjek"
          options={subjects}
          {...field('subject')}
        />
      </div>
      {/* The honeypot: off screen, out of the tab order and hidden from screen readers, so
          people leave it empty and bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label>
          Jangan isi kolom ini
          <input ref={honeypotRef} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <TextAreaField label="Pesan" required error={errors.message} {...field('message')} rows={6} />
      <div role="status" aria-live="polite" className="empty:hidden">
        {status === 'success' ? (
          <p
            data-slot="contact-form-sent"
            className="bg-primary-soft text-primary-soft-foreground flex items-start gap-2 rounded-lg px-4 py-3 text-sm font-semibold"
          >
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            Terima kasih! Pesan Anda telah terkirim. Kami akan menghubungi Anda segera.
          </p>
        ) : null}
      </div>
    </FormCard>
  );
}

export { ContactForm, type ContactFormProps, type ContactValues };
