import * as React from 'react';
import { CircleCheck, MessageCircle } from 'lucide-react';
import { limits, promotion, type Branch } from '@klinik/clinic';
import { cn } from '../../lib/cn';
import {
  buildConsultationMessage,
  emptyConsultation,
  validateConsultation,
  type ConsultationErrors,
  type ConsultationField,
  type ConsultationValues,
} from '../../lib/consultation';
import { Button } from '../button/button';
import { Field, NativeSelect, fieldControlVariants } from '../field/field';

type ConsultationSubmitContext = {
  /** The chosen branch's label, e.g. "Kiaracondong". */
  branchLabel: string;
  /** The chat text built by `buildConsultationMessage`. */
  message: string;
};

type ConsultationFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  branches: readonly Pick<Branch, 'value' | 'label'>[];
  /** Called with valid values only; a returned promise keeps the form in 'Mengirim...'. */
  onSubmit: (
    values: ConsultationValues,
    context: ConsultationSubmitContext,
  ) => void | Promise<void>;
  /** How long (ms) the thank-you view stays before the emptied form returns. */
  successDuration?: number;
  defaultValues?: Partial<ConsultationValues>;
  /** Reply promise shown in the thank-you view. */
  replyWithin?: string;
  successHeadingLevel?: 'h2' | 'h3';
};

type Status = 'idle' | 'submitting' | 'success' | 'failed';

const fieldOrder: ConsultationField[] = ['name', 'phone', 'branch', 'message'];

function ConsultationForm({
  branches,
  onSubmit,
  successDuration = limits.successMessageMs,
  defaultValues,
  replyWithin = promotion.replyWithin,
  successHeadingLevel: SuccessHeading = 'h3',
  className,
  'aria-label': ariaLabel = 'Formulir konsultasi gratis',
  ...props
}: ConsultationFormProps) {
  const [values, setValues] = React.useState<ConsultationValues>({
    ...emptyConsultation,
    ...defaultValues,
  });
  const [errors, setErrors] = React.useState<ConsultationErrors>({});
  const [status, setStatus] = React.useState<Status>('idle');
  const formRef = React.useRef<HTMLFormElement>(null);
  const successRef = React.useRef<HTMLHeadingElement>(null);
  const returnFocus = React.useRef(false);

  React.useEffect(() => {
    if (status !== 'success') return;
    successRef.current?.focus();
    const timer = window.setTimeout(() => {
      returnFocus.current = true;
      setStatus('idle');
    }, successDuration);
    return () => window.clearTimeout(timer);
  }, [status, successDuration]);

  React.useEffect(() => {
    // Focus was on the thank-you view, which is gone: put it back at the start of the form.
    if (status === 'idle' && returnFocus.current) {
      returnFocus.current = false;
      formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus({
        preventScroll: true,
      });
    }
  }, [status]);

  const update =
    (field: ConsultationField) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
      if (status === 'failed') setStatus('idle');
    };

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const found = validateConsultation(values);
    setErrors(found);
    const firstInvalid = fieldOrder.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const branchLabel = branches.find((b) => b.value === values.branch)?.label ?? values.branch;
    setStatus('submitting');
    try {
      await onSubmit(values, {
        branchLabel,
        message: buildConsultationMessage(values, branchLabel),
      });
      setValues(emptyConsultation);
      setStatus('success');
    } catch {
      setStatus('failed');
    }
  };

  if (status === 'success') {
    return (
      <div
        data-slot="consultation-form-success"
        className={cn(
          'border-primary/30 bg-primary-soft flex flex-col items-center rounded-2xl border px-6 py-12 text-center',
          className,
        )}
      >
        <CircleCheck aria-hidden className="text-primary size-12" />
        <SuccessHeading
          ref={successRef}
          tabIndex={-1}
          // Focused by script so screen readers announce it; it is not a control, so no ring.
          className="text-foreground mt-4 text-2xl font-bold outline-none"
        >
          Terima Kasih!
        </SuccessHeading>
        <p className="text-muted-foreground mt-2 max-w-md">
          Permintaan konsultasi Anda sudah kami terima. Tim kami akan membalas melalui WhatsApp
          dalam {replyWithin}.
        </p>
      </div>
    );
  }

  const submitting = status === 'submitting';

  return (
    <form
      ref={formRef}
      data-slot="consultation-form"
      aria-label={ariaLabel}
      noValidate
      onSubmit={handleSubmit}
      className={cn(
        'border-border bg-background shadow-card grid gap-5 rounded-2xl border p-6 sm:p-8',
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
        <Field label="Nomor WhatsApp" hint="Contoh: 0812 3456 7890" required error={errors.phone}>
          <input
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={update('phone')}
            className={fieldControlVariants()}
          />
        </Field>
      </div>
      <Field label="Cabang" required error={errors.branch}>
        <NativeSelect name="branch" value={values.branch} onChange={update('branch')}>
          <option value="">Pilih cabang</option>
          {branches.map((branch) => (
            <option key={branch.value} value={branch.value}>
              {branch.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        label="Pesan"
        hint="Ceritakan keluhan Anda secara singkat"
        required
        error={errors.message}
      >
        <textarea
          name="message"
          rows={4}
          value={values.message}
          onChange={update('message')}
          className={fieldControlVariants({ control: 'textarea' })}
        />
      </Field>
      {status === 'failed' ? (
        <p
          role="alert"
          data-slot="consultation-form-failed"
          className="bg-danger-soft text-danger rounded-lg px-4 py-3 text-sm font-semibold"
        >
          Maaf, permintaan Anda belum terkirim. Periksa koneksi internet Anda, lalu coba lagi.
        </p>
      ) : null}
      <Button
        type="submit"
        variant="accent"
        size="lg"
        disabled={submitting}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        <MessageCircle aria-hidden className="size-5" />
        {submitting ? 'Mengirim...' : 'Kirim via WhatsApp'}
      </Button>
    </form>
  );
}

export { ConsultationForm, type ConsultationFormProps, type ConsultationSubmitContext };
