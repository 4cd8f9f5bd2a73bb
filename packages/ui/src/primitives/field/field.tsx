import * as React from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva } from 'class-variance-authority';
import { ChevronDown, Search } from 'lucide-react';
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

type ControlFieldProps = Pick<FieldProps, 'label' | 'hint' | 'error' | 'required'>;

/** A control field's props in two: the Field's own, and the rest for the control. */
function splitFieldProps<P extends ControlFieldProps>({
  label,
  hint,
  error,
  required,
  ...control
}: P) {
  return [{ label, hint, error, required }, control] as const;
}

/** A Field with a text input: every prop but the field's own goes to the input. */
function InputField({ className, ...props }: ControlFieldProps & React.ComponentProps<'input'>) {
  const [field, control] = splitFieldProps(props);
  return (
    <Field {...field}>
      <input className={cn(fieldControlVariants(), className)} {...control} />
    </Field>
  );
}

/** A Field with a text area. */
function TextAreaField({
  className,
  ...props
}: ControlFieldProps & React.ComponentProps<'textarea'>) {
  const [field, control] = splitFieldProps(props);
  return (
    <Field {...field}>
      <textarea
        className={cn(fieldControlVariants({ control: 'textarea' }), className)}
        {...control}
      />
    </Field>
  );
}

type SelectFieldProps = ControlFieldProps &
  NativeSelectProps & {
    /** The first choice, e.g. 'Pilih cabang' (empty) or 'Semua Lokasi' (no filter). */
    placeholder: string;
    /** The value of the first choice: '' (nothing chosen yet) unless it means "all". */
    placeholderValue?: string;
    /** The choices, in order. */
    options: readonly { value: string; label: string }[];
  };

/** A Field with a dropdown whose first, empty choice asks to choose. */
function SelectField({ placeholder, placeholderValue = '', options, ...props }: SelectFieldProps) {
  const [field, control] = splitFieldProps(props);
  return (
    <Field {...field}>
      <NativeSelect {...control}>
        <option value={placeholderValue}>{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

type SearchInputProps = Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** The search from outside (the address, a reset): the box shows it whenever it changes. */
  value: string;
  /** Called with the text on every keystroke, as typed. */
  onValueChange?: (text: string) => void;
};

/**
 * A search box with its magnifier. It keeps what is typed (a search may only apply on 'Cari',
 * or after a pause) until the search from outside changes, which then replaces it.
 */
function SearchInput({ value, onValueChange, className, ...props }: SearchInputProps) {
  const [text, setText] = React.useState(value);
  const [outside, setOutside] = React.useState(value);
  if (outside !== value) {
    setOutside(value);
    setText(value);
  }
  return (
    <div data-slot="search-input" className={cn('relative', className)}>
      <Search
        aria-hidden
        className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2"
      />
      <input
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onValueChange?.(event.target.value);
        }}
        className={cn(fieldControlVariants(), 'pl-10')}
        {...props}
      />
    </div>
  );
}

type SearchFormProps = Omit<React.ComponentProps<'form'>, 'role' | 'onSubmit'> & {
  /** Names the search landmark, and its box for screen readers (no visible label). */
  label: string;
  /** Called on submit with the box's trimmed text; leave it out for a box searched as typed. */
  onSearch?: (query: string) => void;
  /** The box; its id ties the label to it. */
  input: SearchInputProps & { id: string };
};

/**
 * A search landmark around a SearchInput whose label only screen readers read: the magnifier and
 * the placeholder show everyone else what the box is for. Once the page's script runs, sending it
 * never loads a page. Children (a 'Cari' button) follow the box.
 */
function SearchForm({ label, onSearch, input, children, ...props }: SearchFormProps) {
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        const box = event.currentTarget.elements.namedItem(input.id);
        if (box instanceof HTMLInputElement) onSearch?.(box.value.trim());
      }}
      {...props}
    >
      <label htmlFor={input.id} className="sr-only">
        {label}
      </label>
      <SearchInput {...input} />
      {children}
    </form>
  );
}

type CheckboxFieldProps = Omit<React.ComponentProps<'input'>, 'type' | 'children'> & {
  /** What ticking the box says: the label beside it, a 44 px tall target. */
  label: React.ReactNode;
  /** The field's error message, under the label; marks the box aria-invalid and links it. */
  error?: string;
  /** Shown under the label, before the error (a link to read more). */
  children?: React.ReactNode;
};

/**
 * A check box with its label beside it and its error under the label (GOV.UK style, as `Field`):
 * the box the browser draws, in the brand colour; every prop but the field's own goes to the box.
 */
function CheckboxField({ label, error, children, className, ...input }: CheckboxFieldProps) {
  const id = React.useId();
  const errorId = `${id}-error`;
  return (
    <div
      data-slot="checkbox-field"
      data-invalid={error ? true : undefined}
      className={cn('grid gap-1.5', className)}
    >
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="accent-primary mt-3 size-5 shrink-0 cursor-pointer"
          {...input}
        />
        <label
          htmlFor={id}
          className="text-foreground flex min-h-11 cursor-pointer items-center text-sm"
        >
          {label}
        </label>
      </div>
      {children}
      {error ? (
        <p id={errorId} data-slot="field-error" className="text-danger ml-8 text-sm font-semibold">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The honeypot: a text field off screen, out of the tab order and hidden from screen readers, so
 * people leave it empty and bots that fill every field give themselves away. `name` is the
 * contract's `honeypotName`.
 */
function HoneypotField({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label>
        Jangan isi kolom ini
        <input name={name} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

export {
  CheckboxField,
  Field,
  HoneypotField,
  InputField,
  NativeSelect,
  SearchForm,
  SearchInput,
  SelectField,
  TextAreaField,
  fieldControlVariants,
  type CheckboxFieldProps,
  type FieldProps,
  type NativeSelectProps,
  type SearchFormProps,
  type SearchInputProps,
  type SelectFieldProps,
};
