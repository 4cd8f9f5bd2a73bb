import * as React from 'react';
import { CircleCheck, MessageCircle } from 'lucide-react';
import { limits, promotion, type Branch, type FormAnswer } from '@klinik/clinic';
import { useFormAnswer } from '../use-form-answer';
import { cn } from '../../../lib/cn';
import type { FormComponent, FormElementProps } from '../../../lib/form';
import { InputField, SelectField, TextAreaField } from '../../../primitives/field/field';
import { FormCard } from '../../../primitives/form-card/form-card';

type ConsultationFormProps = Omit<FormElementProps, 'method' | 'children'> & {
  /**
   * What the form renders as: the site's router form, whose action checks the fields (spec
   * section 5) and opens the chat with the consultation text.
   */
  as?: FormComponent;
  /** Sending now: the button reads 'Mengirim...'. */
  pending?: boolean;
  /** The action's answer: accepted (the chat opened), or refused with a message per field. */
  answer?: FormAnswer;
  /** The branch choices (`branches` of @klinik/clinic). */
  branches: readonly Pick<Branch, 'value' | 'label'>[];
  /** How long (ms) the thank-you view stays before the emptied form returns. */
  successDuration?: number;
  /** Reply promise shown in the thank-you view. */
  replyWithin?: string;
  /** Level of the thank-you heading. */
  successHeadingLevel?: 'h2' | 'h3';
};

/** The fields, in the order the focus visits their errors. */
const fieldOrder = ['name', 'phone', 'branch', 'message'] as const;

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

/**
 * The home page's consultation form (spec sections 2, 4 and 5): a POST to its action. Once the
 * action accepts it, 'Terima Kasih!' stands in its place for `successDuration`, then the form
 * returns, empty; a refusal shows each field's message and moves the focus to the first.
 */
function ConsultationForm({
  as,
  pending,
  answer,
  branches,
  successDuration = limits.successMessageMs,
  replyWithin = promotion.replyWithin,
  successHeadingLevel: SuccessHeading = 'h3',
  className,
  'aria-label': ariaLabel = 'Formulir konsultasi gratis',
  ...props
}: ConsultationFormProps) {
  const { formRef, errors, message, values, fieldsKey, onChange } = useFormAnswer(
    answer,
    fieldOrder,
  );
  // Each accepted answer (a new key for the fields) shows the thank-you view for a while.
  const [thanked, setThanked] = React.useState(fieldsKey);
  const [thanking, setThanking] = React.useState(false);
  if (thanked !== fieldsKey) {
    setThanked(fieldsKey);
    setThanking(true);
  }
  const successRef = React.useRef<HTMLHeadingElement>(null);
  const returnFocus = React.useRef(false);

  React.useEffect(() => {
    if (!thanking) return;
    successRef.current?.focus();
    const timer = window.setTimeout(() => {
      returnFocus.current = true;
      setThanking(false);
    }, successDuration);
    return () => window.clearTimeout(timer);
  }, [thanking, successDuration]);

  React.useEffect(() => {
    // The focus was on the thank-you view, which is gone: back to the start of the form.
    if (thanking || !returnFocus.current) return;
    returnFocus.current = false;
    formRef.current
      ?.querySelector<HTMLElement>('input, select, textarea')
      ?.focus({ preventScroll: true });
  }, [thanking, formRef]);

  if (thanking) {
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
      as={as}
      ref={formRef}
      slot="consultation-form"
      aria-label={ariaLabel}
      pending={pending}
      notice={message}
      submit={{ label: 'Kirim via WhatsApp', icon: MessageCircle, variant: 'accent' }}
      onChange={onChange}
      className={className}
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
        </div>
        <SelectField
          label="Cabang"
          name="branch"
          required
          defaultValue={values.branch ?? ''}
          error={errors.branch}
          placeholder="Pilih cabang"
          options={branches}
        />
        <TextAreaField
          label="Pesan"
          name="message"
          hint="Ceritakan keluhan Anda secara singkat"
          required
          defaultValue={values.message}
          error={errors.message}
          rows={4}
        />
      </React.Fragment>
    </FormCard>
  );
}

export { ConsultationForm, type ConsultationFormProps };
