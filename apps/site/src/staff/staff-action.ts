import { formValues, staffMessages, unsentMessages, type FormRefusal } from '@klinik/clinic';
import {
  redirect,
  type ActionFunctionArgs,
  type Params,
  type RouterContextProvider,
} from 'react-router-dom';
import { apiRefusal, refuse } from '../app/form-action';
import { isSignedOut } from './staff-api';
import { staffServices, type StaffServices } from './staff-context';
import { signInPath } from './staff-loader';

/** What a desk form's handler gets: the services, the posted form and the page's address. */
export interface StaffActionArgs extends StaffServices {
  /** Every text field by name (the first of each). */
  values: Record<string, string>;
  /** The form as posted: a field sent more than once (the branches' boxes) is read from here. */
  form: FormData;
  url: URL;
  params: Params;
}

/** Fields never written back into a page: what was typed into them is not kept anywhere. */
const secretFields = ['password', 'password_repeat', 'current_password', 'code'];

/** What was typed, to fill a refused form in again, without passwords or codes. */
export function withoutSecrets(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => !secretFields.includes(name)),
  );
}

/** A refusal of the desk's forms: the API's words (or `unsent`), never a password typed. */
export function deskRefusal(
  error: unknown,
  values: Record<string, string>,
  unsent: string = staffMessages.unsent,
): FormRefusal {
  return apiRefusal(error, withoutSecrets(values), unsent);
}

/**
 * A desk page's route action: runs `handle` on the posted form; its answer stands (most lead on
 * with a 303, post/redirect/get). A lapsed session leads to the sign-in page and back; any other
 * failure is the form's refusal in the API's words. Either way what the page shows is asked again
 * (every desk query but who is signed in).
 */
export function staffAction<T>(handle: (args: StaffActionArgs) => Promise<T>) {
  return async ({ request, params, context }: ActionFunctionArgs<RouterContextProvider>) => {
    const services = context.get(staffServices);
    const form = await request.formData();
    const values = formValues(form);
    const url = new URL(request.url);
    try {
      return await handle({ ...services, values, form, url, params });
    } catch (error) {
      if (isSignedOut(error)) return redirect(signInPath(url), 303);
      return refuse(deskRefusal(error, values));
    } finally {
      // Done or refused (a 409: someone changed it first), the page shows what is true now.
      await services.queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'staff' && query.queryKey[1] !== 'me',
      });
    }
  };
}

/** A form that names no change the page knows (a stale page's): nothing is sent. */
export const unknownChange = (values: Record<string, string>): FormRefusal => ({
  ok: false,
  status: 400,
  message: unsentMessages.bookingChange,
  values,
});

export const unknownForm = (values: Record<string, string>) => refuse(unknownChange(values));

/**
 * Back to the page the form was posted from (post/redirect/get): the change shows there. Without
 * React Router's `index` (which names the index route a form posts to), an address to read.
 */
export function backTo(url: URL) {
  const params = new URLSearchParams(url.search);
  params.delete('index');
  const search = params.toString();
  return redirect(`${url.pathname}${search ? `?${search}` : ''}`, 303);
}
