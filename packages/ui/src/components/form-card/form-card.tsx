import * as React from 'react';
import type { LucideIcon } from 'lucide-react';
import type { FormState } from '../../hooks/use-form-state';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from '../button/button';

type FormCardProps = Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  /** The form's state (useFormState): its element, its submit and where sending stands. */
  form: Pick<FormState, 'formRef' | 'handleSubmit' | 'status' | 'failure'>;
  /** The form's data-slot; its failure message is `${slot}-failed`. */
  slot: string;
  /**
   * Said when sending failed: what happened and that nothing typed is lost (unless the failure
   * brought words of its own, a FormSubmitError's).
   */
  failure: string;
  /** The submit button: its label ('Mengirim...' while sending), icon and look. */
  submit: { label: string; icon: LucideIcon; variant?: ButtonProps['variant'] };
};

/**
 * The card a form sits in: its fields (the children), the failure message and the submit button.
 * Checked by script (noValidate): the fields show the messages of the form's own rules.
 */
function FormCard({
  form: { formRef, handleSubmit, status, failure: failureMessage },
  slot,
  failure,
  submit: { label, icon: Icon, variant },
  className,
  children,
  ...props
}: FormCardProps) {
  const submitting = status === 'submitting';
  return (
    <form
      ref={formRef}
      data-slot={slot}
      noValidate
      onSubmit={handleSubmit}
      className={cn(
        'border-border bg-background shadow-card grid gap-5 rounded-2xl border p-6 sm:p-8',
        className,
      )}
      {...props}
    >
      {children}
      {status === 'failed' ? (
        <p
          role="alert"
          data-slot={`${slot}-failed`}
          className="bg-danger-soft text-danger rounded-lg px-4 py-3 text-sm font-semibold"
        >
          {failureMessage ?? failure}
        </p>
      ) : null}
      <Button
        type="submit"
        variant={variant}
        size="lg"
        disabled={submitting}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        <Icon aria-hidden className="size-5" />
        {submitting ? 'Mengirim...' : label}
      </Button>
    </form>
  );
}

export { FormCard, type FormCardProps };
