import { formValues, typedValues, type FormRefusal } from '@klinik/clinic';
import { data } from 'react-router-dom';
import { ApiError } from '../data/api-client';

/**
 * What every page form's route action shares. An action runs on the server for a form posted
 * without JavaScript (the page is rendered as its answer) and in the browser with it; either way
 * the form shows the same answer.
 */

/** The posted form's fields, as text by name. */
export async function postedValues(request: Request): Promise<Record<string, string>> {
  return formValues(await request.formData());
}

/**
 * A call the API refused, as the form shows it: the API's words and its message per field (the
 * first of each) for what the visitor can change (4xx); for anything else (no connection, the
 * server failing) `unsent`, which says that nothing typed is lost.
 */
export function apiRefusal(
  error: unknown,
  values: Record<string, string>,
  unsent: string,
): FormRefusal {
  const typed = typedValues(values);
  if (!(error instanceof ApiError) || !error.body || error.status >= 500) {
    return { ok: false, status: 503, message: unsent, values: typed };
  }
  const fields = Object.entries(error.body.errors ?? {}).flatMap(([name, messages]) =>
    messages[0] ? [[name, messages[0]] as const] : [],
  );
  return {
    ok: false,
    status: error.status,
    message: error.body.message,
    ...(fields.length > 0 ? { errors: Object.fromEntries(fields) } : {}),
    values: typed,
  };
}

/** An action's refusal, in its status: the page answering a post without script carries it. */
export function refuse(refusal: FormRefusal) {
  return data(refusal, { status: refusal.status });
}
