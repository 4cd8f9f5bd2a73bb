import * as React from 'react';
import { CircleCheck, Send } from 'lucide-react';
import { cn } from '../../lib/cn';
import {
  emptyContact,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../../lib/contact';
import { Button } from '../button/button';
import { Field, NativeSelect, fieldControlVariants } from '../field/field';

type ContactSubjectOption = { value: string; label: string };

type ContactFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  /** The subject choices (`contactSubjects` of @klinik/clinic). */
  subjects: readonly ContactSubjectOption[];
  onSubmit: (values: ContactValues) => Promise<void>;
  defaultValues?: Partial<ContactValues>;
};

type Status = 'idle' | 'submitting' | 'sent' | 'failed';

/**
 * Reject `onSubmit` with this to show its message instead of the generic failure text: the
 * server's own words, such as when the visitor may send again.
 */
class ContactSubmitError extends Error {
  override name = 'ContactSubmitError';
}

const fieldOrder: ContactField[] = ['name', 'email', 'phone', 'subject', 'message'];

function ContactForm({
  subjects,
  onSubmit,
  defaultValues,
  className,
  'aria-label': ariaLabel = 'Formulir kontak',
  ...props
}: ContactFormProps) {
  const [values, setValues] = React.useState<ContactValues>({ ...emptyContact, ...defaultValues });
  const [errors, setErrors] = React.useState<ContactErrors>({});
  const [status, setStatus] = React.useState<Status>('idle');
  const [failure, setFailure] = React.useState<string>();
  const formRef = React.useRef<HTMLFormElement>(null);
  const honeypotRef = React.useRef<HTMLInputElement>(null);

  const update =
    (field: ContactField) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
      if (status === 'sent' || status === 'failed') setStatus('idle');
    };

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const found = validateContact(
      values,
      subjects.map((subject) => subject.value),
    );
    setErrors(found);
    const firstInvalid = fieldOrder.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setStatus('submitting');
    const website = honeypotRef.current?.value;
    try {
      await onSubmit(website ? { ...values, website } : values);
      setValues(emptyContact);
      setStatus('sent');
    } catch (error) {
      setFailure(error instanceof ContactSubmitError ? error.message : undefined);
      setStatus('failed');
    }
  };

  const submitting = status === 'submitting';

  return (
    <form
      ref={formRef}
      data-slot="contact-form"
      aria-label={ariaLabel}
      noValidate
      onSubmit={handleSubmit}
      className={cn(
        'border-border bg-background shadow-card grid content-start gap-5 rounded-2xl border p-6 sm:p-8',
        className,
      )}
      {...props}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Nama Lengkap" required error={errors.name}>
          <input
            name="name"
            type="text"
            autoComplete="name"
            value={values.name}
            onChange={update('name')}
            className={fieldControlVariants()}
          />
        </Field>
        <Field label="Email" required error={errors.email}>
          <input
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={update('email')}
            className={fieldControlVariants()}
          />
        </Field>
        <Field label="Nomor Telepon" required error={errors.phone}>
          <input
            name="phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={update('phone')}
            className={fieldControlVariants()}
          />
        </Field>
        <Field label="Subjek" required error={errors.subject}>
          <NativeSelect name="subject" value={values.subject} onChange={update('subject')}>
            <option value="">Pilih Subjek</option>
            {subjects.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {subject.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {/* The honeypot: off screen, out of the tab order and hidden from screen readers, so
          people leave it empty and bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label>
          Jangan isi kolom ini
          <input ref={honeypotRef} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <Field label="Pesan" required error={errors.message}>
        <textarea
          name="message"
          rows={6}
          value={values.message}
          onChange={update('message')}
          className={fieldControlVariants({ control: 'textarea' })}
        />
      </Field>
      <div role="status" aria-live="polite" className="empty:hidden">
        {status === 'sent' ? (
          <p
            data-slot="contact-form-sent"
            className="bg-primary-soft text-primary-soft-foreground flex items-start gap-2 rounded-lg px-4 py-3 text-sm font-semibold"
          >
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            Terima kasih! Pesan Anda telah terkirim. Kami akan menghubungi Anda segera.
          </p>
        ) : null}
      </div>
      {status === 'failed' ? (
        <p
          role="alert"
          data-slot="contact-form-failed"
          className="bg-danger-soft text-danger rounded-lg px-4 py-3 text-sm font-semibold"
        >
          {failure ??
            'Maaf, pesan Anda gagal terkirim. Periksa koneksi internet Anda, lalu kirim ulang; isian Anda tidak hilang.'}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        disabled={submitting}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        <Send aria-hidden className="size-5" />
        {submitting ? 'Mengirim...' : 'Kirim Pesan'}
      </Button>
    </form>
  );
}

export { ContactForm, ContactSubmitError, type ContactFormProps, type ContactSubjectOption };
