/**
 * A route's action, played in Storybook. In the site every form renders as React Router's
 * `<Form>` (or a fetcher's), posts to its route's action and gets back `pending` and the
 * action's `FormAnswer`; here `FormAction` does the same in the story's page: its `as` keeps the
 * page where it is, reads the fields as the action reads them (`formValues`), awaits `act` and
 * hands its answer to the form. A GET form goes to `navigate` with the address it would open.
 */
import * as React from 'react';
import {
  checkForm,
  formValues,
  typedValues,
  type FormAnswer,
  type FormRefusal,
} from '@klinik/clinic';
import type { FormComponent, FormElementProps } from '../lib/form';

/** The posted fields, by name, as an action reads them. */
type Values = Record<string, string>;

/** A route action: the posted fields in, the form's answer out (a `fn()` spy in a story). */
type Act = (values: Values) => FormAnswer | Promise<FormAnswer>;

/** What the site hands a form: what it renders as, whether it is sending, the last answer. */
type RoutedForm = { as: FormComponent; pending: boolean; answer: FormAnswer | undefined };

type Submit = (form: HTMLFormElement, submitter: HTMLElement | null) => void;

const SubmitContext = React.createContext<Submit | undefined>(undefined);

/**
 * The form a story's forms render as. Like React Router's, it submits in place of the browser,
 * unless the form's own `onSubmit` prevented it.
 */
function StoryForm({ onSubmit, ...props }: FormElementProps) {
  const submit = React.useContext(SubmitContext);
  return (
    <form
      {...props}
      onSubmit={(event) => {
        onSubmit?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        if (!submit) throw new Error('A story form is sent outside <FormAction>.');
        submit(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
      }}
    />
  );
}

type FormActionProps = {
  /** The route's action, called with what a POST form sends. */
  act?: Act;
  /** A GET form's navigation, called with the address it would open (`/cari?q=lutut`). */
  navigate?: (href: string) => void;
  /** The answer the page starts with: a page rendered anew after a post without script. */
  answer?: FormAnswer;
  /** The form, given its route; `sending` is what is being posted now, as React Router's `navigation.formData`. */
  children: (form: RoutedForm, sending: Values | undefined) => React.ReactNode;
};

/** Plays the route of the forms it renders: their `as`, `pending` and `answer`. */
function FormAction({ act, navigate, answer: first, children }: FormActionProps) {
  const [sending, setSending] = React.useState<Values>();
  const [answer, setAnswer] = React.useState(first);

  const submit: Submit = (form, submitter) => {
    const values = formValues(new FormData(form, submitter));
    if ((form.getAttribute('method') ?? 'get').toLowerCase() === 'get') {
      if (!navigate) throw new Error('A GET form is sent, and the story gives no navigate.');
      const path = (form.getAttribute('action') ?? '').split('?')[0];
      navigate(`${path}?${new URLSearchParams(values).toString()}`);
      return;
    }
    if (!act) throw new Error('A form is posted, and the story gives no act.');
    setSending(values);
    void (async () => {
      try {
        // A new object each time, as each answer of the router is.
        setAnswer({ ...(await act(values)) });
      } finally {
        setSending(undefined);
      }
    })();
  };

  return (
    <SubmitContext value={submit}>
      {children({ as: StoryForm, pending: sending !== undefined, answer }, sending)}
    </SubmitContext>
  );
}

/** Accepted. */
const accept: Act = () => ({ ok: true });

/**
 * The site's action for a form: the fields checked with the contract's schema by `checkForm`,
 * refused with each field's message (400) as every route refuses them; what passes goes on to
 * `then` (the API's part), accepted unless said otherwise.
 */
function checked(schema: Parameters<typeof checkForm>[0], then: Act = accept): Act {
  return (values) => {
    const result = checkForm(schema, values);
    return result.ok ? then(values) : result;
  };
}

/** The API refused, in its own words (`apiRefusal` of the site): what was typed comes back. */
function refused(status: number, message: string, errors?: Record<string, string>): Act {
  return (values): FormRefusal => ({
    ok: false,
    status,
    message,
    ...(errors ? { errors } : {}),
    values: typedValues(values),
  });
}

/** The clinic could not be reached (503): `message` is one of the contract's `unsentMessages`. */
const unsent = (message: string): Act => refused(503, message);

/** Answers as `act` does after `ms`: 'Mengirim...' until then. */
function after(ms: number, act: Act): Act {
  return async (values) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return act(values);
  };
}

/** Never answers: the form stays 'Mengirim...', for a still screenshot of sending. */
const never: Act = () => new Promise<FormAnswer>(() => {});

export {
  FormAction,
  accept,
  after,
  checked,
  never,
  refused,
  unsent,
  type Act,
  type FormActionProps,
  type RoutedForm,
  type Values,
};
