import * as React from 'react';

type FormStatus = 'idle' | 'submitting' | 'success' | 'failed';

type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Reject `onSubmit` with this to show its message in place of the form's generic failure text:
 * the server's own words for what the visitor can do, such as when to send again.
 */
class FormSubmitError extends Error {
  override name = 'FormSubmitError';
}

type FormStateOptions<V extends { [K in keyof V]: string }> = {
  /** The empty form, and the form after a success; its key order is the order of the fields. */
  emptyValues: V;
  /** Values the form starts with instead of empty ones. */
  defaultValues?: Partial<V>;
  /** The message of each field that is wrong; an empty object lets the form send. */
  validate: (values: V) => FieldErrors<V>;
  /** Sends valid values. A rejection keeps what was typed and shows the failure. */
  onSubmit: (values: V) => void | Promise<void>;
  /** How long (ms) the success view stays before the emptied form returns; unset: until edited. */
  successFor?: number;
};

/**
 * The state of a small form: its values, a message per field (checked on submit, each cleared
 * when its field is edited), sending, a success view, and a failure that keeps the input. The
 * first wrong field gets the focus; after a timed success view the focus returns to the form.
 */
function useFormState<V extends { [K in keyof V]: string }>({
  emptyValues,
  defaultValues,
  validate,
  onSubmit,
  successFor,
}: FormStateOptions<V>) {
  const [values, setValues] = React.useState<V>(() => ({ ...emptyValues, ...defaultValues }));
  const [errors, setErrors] = React.useState<FieldErrors<V>>({});
  const [status, setStatus] = React.useState<FormStatus>('idle');
  const [failure, setFailure] = React.useState<string>();
  const formRef = React.useRef<HTMLFormElement>(null);
  const returnFocus = React.useRef(false);

  // Text typed while the page was still plain HTML is in the fields, not in the state: take it
  // over once React has the form, before anything renders the fields again (and empties them).
  // Read here, not in the update, which runs at the next render. Dropdowns report a choice made
  // meanwhile themselves, as the change it was (NativeSelect).
  React.useLayoutEffect(() => {
    const typed = [...(formRef.current?.elements ?? [])].flatMap((element) =>
      element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
        ? [[element.name, element.value] as const]
        : [],
    );
    setValues((current) => {
      let next = current;
      for (const [name, value] of typed)
        if (name in current && value !== current[name as keyof V])
          next = { ...next, [name]: value };
      return next;
    });
  }, []);

  React.useEffect(() => {
    if (status !== 'success' || successFor === undefined) return;
    const timer = window.setTimeout(() => {
      returnFocus.current = true;
      setStatus('idle');
    }, successFor);
    return () => window.clearTimeout(timer);
  }, [status, successFor]);

  React.useEffect(() => {
    // Focus was on the success view, which is gone: put it back at the start of the form.
    if (status === 'idle' && returnFocus.current) {
      returnFocus.current = false;
      formRef.current
        ?.querySelector<HTMLElement>('input, select, textarea')
        ?.focus({ preventScroll: true });
    }
  }, [status]);

  /** The value and change handler of one control, spread onto it with its `name`. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<FieldElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      if (status === 'success' || status === 'failed') setStatus('idle');
    },
  });

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const found = validate(values);
    setErrors(found);
    const firstInvalid = (Object.keys(emptyValues) as (keyof V & string)[]).find(
      (name) => found[name],
    );
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setStatus('submitting');
    try {
      await onSubmit(values);
      setValues(emptyValues);
      setStatus('success');
    } catch (error) {
      setFailure(error instanceof FormSubmitError ? error.message : undefined);
      setStatus('failed');
    }
  };

  return { values, errors, status, failure, formRef, field, handleSubmit };
}

/** What useFormState gives a form. */
type FormState = ReturnType<typeof useFormState>;

export {
  FormSubmitError,
  useFormState,
  type FieldErrors,
  type FormState,
  type FormStateOptions,
  type FormStatus,
};
