import * as React from 'react';
import type { FormAnswer, FormRefusal } from '@klinik/clinic';

type FieldMessages = Readonly<Record<string, string | undefined>>;

const noErrors: FieldMessages = {};

/**
 * What a form shows of its action's answer (`FormAnswer`): the refusal's message and each
 * refused field's message until the visitor edits again, the focus on the first refused field
 * in `fieldOrder`, and a key that changes with every accepted answer, so the form's fields (which
 * the form owns: uncontrolled) start again empty. Nothing is kept of what was typed: the fields
 * hold it.
 */
function useFormAnswer(answer: FormAnswer | undefined, fieldOrder: readonly string[]) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const [shown, setShown] = React.useState(answer);
  const [errors, setErrors] = React.useState<FieldMessages | undefined>(
    answer?.ok === false ? answer.errors : undefined,
  );
  const [edited, setEdited] = React.useState(false);
  const [accepted, setAccepted] = React.useState(0);
  // A new answer replaces what the last one said (the adjust-state-on-prop-change pattern).
  if (shown !== answer) {
    setShown(answer);
    setErrors(answer?.ok === false ? answer.errors : undefined);
    setEdited(false);
    if (answer?.ok) setAccepted((count) => count + 1);
  }

  React.useEffect(() => {
    if (answer?.ok !== false) return;
    const first = fieldOrder.find((name) => answer.errors?.[name]);
    if (!first) return;
    // Of a radio group, the chosen choice or else the first one that can be chosen.
    const form = formRef.current;
    (
      form?.querySelector<HTMLElement>(`[name="${first}"]:checked:not(:disabled)`) ??
      form?.querySelector<HTMLElement>(`[name="${first}"]:not(:disabled)`)
    )?.focus();
  }, [answer, fieldOrder]);

  const refusal: FormRefusal | undefined = answer?.ok === false ? answer : undefined;
  return {
    formRef,
    /** The message of each refused field not edited since. */
    errors: errors ?? noErrors,
    /** The refusal's own words, until the visitor edits again. */
    message: edited ? undefined : refusal?.message,
    /** Accepted, and not edited since. */
    done: answer?.ok === true && !edited,
    /** What was typed, as the server has it (a page rendered anew after a post without script). */
    values: refusal?.values ?? {},
    /** Changes whenever an answer is accepted: the key of the fields. */
    fieldsKey: accepted,
    /** The form's `onChange`: an edited field loses its message. */
    onChange: (event: React.FormEvent<HTMLFormElement>) => {
      const { name } = event.target as HTMLInputElement;
      setEdited(true);
      setErrors((current) => (current?.[name] ? { ...current, [name]: undefined } : current));
    },
  };
}

export { useFormAnswer };
