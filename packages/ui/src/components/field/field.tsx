import * as React from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva } from 'class-variance-authority';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';

/** The look of every text input, select and text area of the forms. */
const fieldControlVariants = cva(
  [
    'border-border-strong bg-background text-foreground block min-h-11 w-full rounded-lg border px-3.5 py-2.5 text-base',
    'placeholder:text-muted-foreground focus-visible:border-primary',
    'aria-invalid:border-danger aria-invalid:bg-danger-soft/40',
    'disabled:cursor-not-allowed disabled:opacity-60',
  ],
  {
    variants: {
      control: {
        input: '',
        select: 'cursor-pointer appearance-none pr-10',
        textarea: 'resize-y',
      },
    },
    defaultVariants: { control: 'input' },
  },
);

type FieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  label: string;
  /** Shown under the control (so side-by-side fields stay aligned); linked with aria-describedby. */
  hint?: string;
  /** The field's error message; marks the control aria-invalid and links the message to it. */
  error?: string;
  /** Marks the control aria-required and shows '(wajib)' to sighted readers too. */
  required?: boolean;
  /** One control (input, select, textarea); it receives id and the aria attributes. */
  children: React.ReactElement;
};

/** Label, hint, control and error message wired together (GOV.UK style: the error sits at the field). */
function Field({ label, hint, error, required, children, className, ...props }: FieldProps) {
  const id = React.useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div
      data-slot="field"
      data-invalid={error ? true : undefined}
      className={cn('grid content-start gap-1.5', className)}
      {...props}
    >
      <label htmlFor={id} data-slot="field-label" className="text-foreground text-sm font-semibold">
        {label}
        {required ? <span className="text-muted-foreground font-normal"> (wajib)</span> : null}
      </label>
      <Slot
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {children}
      </Slot>
      {hint ? (
        <p id={hintId} data-slot="field-hint" className="text-muted-foreground text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} data-slot="field-error" className="text-danger text-sm font-semibold">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type NativeSelectProps = React.ComponentProps<'select'>;

/** A native <select> with the field look and a chevron; props (id, aria-*) go to the select. */
function NativeSelect({ className, children, ...props }: NativeSelectProps) {
  return (
    <div data-slot="native-select" className="relative">
      <select className={cn(fieldControlVariants({ control: 'select' }), className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="text-muted-foreground pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2"
      />
    </div>
  );
}

export { Field, NativeSelect, fieldControlVariants, type FieldProps, type NativeSelectProps };
