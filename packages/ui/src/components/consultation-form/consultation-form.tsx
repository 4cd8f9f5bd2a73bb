import * as React from 'react';
import { CircleCheck, MessageCircle } from 'lucide-react';
import {
  chatTexts,
  consultationInputSchema,
  fieldMessages,
  limits,
  optionLabel,
  promotion,
  type Branch,
  type ConsultationInput,
} from '@klinik/clinic';
import { useFormState } from '../../hooks/use-form-state';
import { cn } from '../../lib/cn';
import { InputField, SelectField, TextAreaField } from '../field/field';
import { FormCard } from '../form-card/form-card';

/** The form's fields as typed (the branch is '' until chosen). */
type ConsultationValues = Record<keyof ConsultationInput, string>;

const emptyConsultation: ConsultationValues = { name: '', phone: '', branch: '', message: '' };

type ConsultationSubmitContext = {
  /** The chosen branch's label, e.g. "Kiaracondong". */
  branchLabel: string;
  /** The chat text of the form (`chatTexts.consultationForm` of @klinik/clinic). */
  message: string;
};

type ConsultationFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  /** The branch choices (`branches` of @klinik/clinic). */
  branches: readonly Pick<Branch, 'value' | 'label'>[];
  /** Called with valid, trimmed values only; a returned promise keeps the form in 'Mengirim...'. */
  onSubmit: (values: ConsultationInput, context: ConsultationSubmitContext) => void | Promise<void>;
  /** How long (ms) the thank-you view stays before the emptied form returns. */
  successDuration?: number;
  /** Values the form starts with. */
  defaultValues?: Partial<ConsultationValues>;
  /** Reply promise shown in the thank-you view. */
  replyWithin?: string;
  /** Level of the thank-you heading. */
  successHeadingLevel?: 'h2' | 'h3';
};

/** The text inputs, in order; the browser fills them from the visitor's details. */
const textInputs = [
  { name: 'name', label: 'Nama Lengkap', type: 'text', autoComplete: 'name' },
  {
    name: 'phone',
    label: 'Nomor WhatsApp',
    hint: 'Contoh: 0812 3456 7890',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
  },
] as const;

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
  const form = useFormState({
    emptyValues: emptyConsultation,
    defaultValues,
    // The contract's schema, so the messages are the spec's words (section 5).
    validate: (values) => fieldMessages(consultationInputSchema, values),
    onSubmit: (typed) => {
      const values = consultationInputSchema.parse(typed);
      const branchLabel = optionLabel(branches, values.branch);
      return onSubmit(values, {
        branchLabel,
        message: chatTexts.consultationForm({ ...values, branchLabel }),
      });
    },
    successFor: successDuration,
  });
  const { errors, status, field } = form;
  const successRef = React.useRef<HTMLHeadingElement>(null);

  React.useEffect(() => {
    if (status === 'success') successRef.current?.focus();
  }, [status]);

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

  return (
    <FormCard
      form={form}
      slot="consultation-form"
      aria-label={ariaLabel}
      failure="Maaf, permintaan Anda belum terkirim. Periksa koneksi internet Anda, lalu coba lagi."
      submit={{ label: 'Kirim via WhatsApp', icon: MessageCircle, variant: 'accent' }}
      className={className}
      {...props}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {textInputs.map(({ name, ...input }) => (
          <InputField key={name} required error={errors[name]} {...field(name)} {...input} />
        ))}
      </div>
      <SelectField
        label="Cabang"
        required
        error={errors.branch}
        placeholder="Pilih cabang"
        options={branches}
        {...field('branch')}
      />
      <TextAreaField
        label="Pesan"
        hint="Ceritakan keluhan Anda secara singkat"
        required
        error={errors.message}
        {...field('message')}
        rows={4}
      />
    </FormCard>
  );
}

export {
  ConsultationForm,
  type ConsultationFormProps,
  type ConsultationSubmitContext,
  type ConsultationValues,
};
