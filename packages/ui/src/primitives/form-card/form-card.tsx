import * as React from 'react';
import { CircleCheck, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { FormComponent, FormElementProps } from '../../lib/form';
import { Button, type ButtonProps } from '../button/button';

type FormCardProps = Omit<FormElementProps, 'method'> & {
  /** What the form renders as: the site's router form; a plain `<form>` by default. */
  as?: FormComponent;
  /** The form's data-slot; its alert is `${slot}-notice`. */
  slot: string;
  /** Sending now: the button reads 'Mengirim...' and is disabled. */
  pending?: boolean;
  /**
   * What the answer said about the whole form (a limit, a failure to send), as an alert above the
   * button: what happened and what to do next.
   */
  notice?: React.ReactNode;
  /**
   * What the answer said when it took the form (the message is stored), in a polite status region
   * above the button (`${slot}-sent`); the region is always there, so the words are announced.
   */
  sent?: React.ReactNode;
  /** The submit button: its label, icon and look. */
  submit: { label: string; icon: LucideIcon; variant?: ButtonProps['variant'] };
};

/**
 * The card a form sits in: its fields (the children), the alert and the submit button. A POST
 * form to `action` that works without script; `noValidate`, because the action checks the fields
 * and the fields show its messages, not the browser's bubbles.
 */
function FormCard({
  as: Form = 'form',
  slot,
  pending = false,
  notice,
  sent,
  submit: { label, icon: Icon, variant },
  className,
  children,
  ...props
}: FormCardProps) {
  return (
    <Form
      method="post"
      data-slot={slot}
      noValidate
      className={cn(
        'border-border bg-background shadow-card grid gap-5 rounded-2xl border p-6 sm:p-8',
        className,
      )}
      {...props}
    >
      {children}
      <div role="status" aria-live="polite" className="empty:hidden">
        {sent ? (
          <p
            data-slot={`${slot}-sent`}
            className="bg-primary-soft text-primary-soft-foreground flex items-start gap-2 rounded-lg px-4 py-3 text-sm font-semibold"
          >
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            {sent}
          </p>
        ) : null}
      </div>
      {notice ? (
        <p
          role="alert"
          data-slot={`${slot}-notice`}
          className="bg-danger-soft text-danger rounded-lg px-4 py-3 text-sm font-semibold"
        >
          {notice}
        </p>
      ) : null}
      <Button
        type="submit"
        variant={variant}
        size="lg"
        disabled={pending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        <Icon aria-hidden className="size-5" />
        {pending ? 'Mengirim...' : label}
      </Button>
    </Form>
  );
}

export { FormCard, type FormCardProps };
