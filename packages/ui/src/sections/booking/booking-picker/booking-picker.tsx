import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { Branch, BranchLocationFacts, ServiceFacts } from '@klinik/clinic';
import { cn } from '../../../lib/cn';

/** How the choices sit: cards in columns, small chips in a row that wraps, or the days' grid. */
const bookingPickerVariants = cva('grid gap-3', {
  variants: {
    layout: {
      cards: 'sm:grid-cols-2 lg:grid-cols-3',
      chips: 'grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))]',
      days: 'grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-7',
    },
  },
  defaultVariants: { layout: 'cards' },
});

type PickerChoice = {
  /** What the form sends under the group's name. */
  value: string;
  /** The choice's visible name, e.g. 'Kiaracondong', 'Sen, 30 Nov', '09.00'. */
  label: string;
  /** A second line: an address, a length, or why the choice cannot be taken ('Penuh'). */
  detail?: string;
  /** A short mark above the label, e.g. 'Hari ini'. */
  badge?: string;
  /** Shown but not choosable (a closed day, a taken time); its `detail` says why. */
  disabled?: boolean;
};

type BookingPickerProps = Omit<
  React.ComponentProps<'fieldset'>,
  'onChange' | 'defaultValue' | 'children'
> &
  VariantProps<typeof bookingPickerVariants> & {
    /** The question the group answers, e.g. 'Pilih cabang'; it names the group. */
    legend: string;
    /** The radios' form name: `branch`, `service`, `date` or `time`. */
    name: string;
    choices: readonly PickerChoice[];
    /** The chosen value, when the owner holds it (the page's address); else `defaultValue`. */
    value?: string;
    /** The value chosen at first, when nobody holds it. */
    defaultValue?: string;
    /** Called with the value the visitor picked (click, Space or an arrow key). */
    onValueChange?: (value: string) => void;
    /** Under the legend: what to know before choosing. */
    hint?: string;
    /** The group's error message; marks it invalid and describes it. */
    error?: string;
    /** Says '(wajib)' beside the legend and marks the radios required for the browser. */
    required?: boolean;
  };

/**
 * A question answered by one choice, as native radio buttons drawn as cards: the browser moves
 * between them with the arrow keys (skipping the disabled ones), sends the choice with its form,
 * and all of it works before and without script. Checked, focus and disabled looks come from the
 * radio itself (`has-checked:`), never from React state.
 */
function BookingPicker({
  legend,
  name,
  choices,
  value,
  defaultValue,
  onValueChange,
  hint,
  error,
  required,
  layout,
  className,
  ...props
}: BookingPickerProps) {
  const id = React.useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const checkedProps = (choice: PickerChoice) =>
    value === undefined
      ? { defaultChecked: choice.value === defaultValue && !choice.disabled }
      : { checked: choice.value === value };
  return (
    <fieldset
      data-slot="booking-picker"
      data-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      className={cn('min-w-0', className)}
      {...props}
    >
      <legend className="text-foreground mb-1.5 text-base font-bold">
        {legend}
        {required ? (
          <>
            {' '}
            <span className="text-muted-foreground font-normal">(wajib)</span>
          </>
        ) : null}
      </legend>
      {hint ? (
        <p id={hintId} className="text-muted-foreground mb-3 text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} data-slot="field-error" className="text-danger mb-3 text-sm font-semibold">
          {error}
        </p>
      ) : null}
      <div className={bookingPickerVariants({ layout })}>
        {choices.map((choice) => (
          <label
            // A choice that can no longer be made (a time taken meanwhile) starts again
            // unchecked: a disabled radio is not sent, and must not look chosen.
            key={choice.disabled ? `${choice.value}:disabled` : choice.value}
            data-slot="booking-choice"
            className={cn(
              'border-border-strong bg-background text-foreground relative flex min-h-11 cursor-pointer flex-col justify-center rounded-xl border px-3 py-2',
              'hover:border-primary has-checked:border-primary has-checked:bg-primary-soft has-checked:ring-primary has-checked:ring-1',
              'has-focus-visible:outline-ring has-focus-visible:outline-2 has-focus-visible:outline-offset-2',
              'has-disabled:bg-muted has-disabled:border-border has-disabled:cursor-not-allowed has-disabled:hover:border-border',
              error && 'border-danger',
              layout === 'cards' && 'p-4',
              layout !== 'cards' && 'text-center',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              disabled={choice.disabled}
              required={required}
              onChange={(event) => onValueChange?.(event.target.value)}
              // Drawn by the card around it; still the control that takes focus and the arrow keys.
              className="sr-only"
              {...checkedProps(choice)}
            />
            {choice.badge ? (
              <span className="text-primary-soft-foreground text-xs font-bold">{choice.badge}</span>
            ) : null}
            <span
              className={cn(
                'font-semibold',
                choice.disabled && 'text-muted-foreground line-through decoration-1',
              )}
            >
              {choice.label}
            </span>
            {choice.detail ? (
              <span
                className={cn(
                  'text-muted-foreground',
                  layout === 'cards' ? 'mt-1 text-sm' : 'text-xs',
                )}
              >
                {choice.detail}
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type BookingBranchPickerProps = Omit<
  BookingPickerProps,
  'legend' | 'name' | 'choices' | 'layout'
> & {
  /** The branches (`branches` of @klinik/clinic), each with its address (`branchLocations`). */
  branches: readonly (Pick<Branch, 'value' | 'label'> & Pick<BranchLocationFacts, 'address'>)[];
  /** The question above the cards. */
  legend?: string;
};

/** The booking's first question: which branch, as cards with the address (form name `branch`). */
function BookingBranchPicker({
  branches,
  legend = 'Pilih cabang',
  ...props
}: BookingBranchPickerProps) {
  return (
    <BookingPicker
      data-slot="booking-branch-picker"
      legend={legend}
      name="branch"
      layout="cards"
      choices={branches.map((branch) => ({
        value: branch.value,
        label: branch.label,
        detail: branch.address,
      }))}
      {...props}
    />
  );
}

type BookingServicePickerProps = Omit<
  BookingPickerProps,
  'legend' | 'name' | 'choices' | 'layout'
> & {
  /** The services a branch gives (`bookableServices` of @klinik/clinic), in display order. */
  services: readonly (Pick<ServiceFacts, 'slug' | 'name'> & { bookingMinutes: number })[];
  /** The question above the cards. */
  legend?: string;
};

/**
 * Which service, as cards with how long the visit is booked for (form name `service`). Homecare is
 * not among them: it is given at home and keeps its chat.
 */
function BookingServicePicker({
  services,
  legend = 'Pilih layanan',
  ...props
}: BookingServicePickerProps) {
  return (
    <BookingPicker
      data-slot="booking-service-picker"
      legend={legend}
      name="service"
      layout="cards"
      choices={services.map((service) => ({
        value: service.slug,
        label: service.name,
        detail: `${service.bookingMinutes} menit`,
      }))}
      {...props}
    />
  );
}

export {
  BookingBranchPicker,
  BookingPicker,
  BookingServicePicker,
  bookingPickerVariants,
  type BookingBranchPickerProps,
  type PickerChoice,
  type BookingPickerProps,
  type BookingServicePickerProps,
};
