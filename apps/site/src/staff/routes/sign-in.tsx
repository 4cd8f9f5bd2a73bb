import { checkForm, staffPagePaths, staffSignInSchema, type FormRefusal } from '@klinik/clinic';
import { DeskSignInPage } from '@klinik/ui/desk';
import {
  Form,
  redirect,
  useActionData,
  useLocation,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type RouterContextProvider,
} from 'react-router-dom';
import { postedValues, refuse } from '../../app/form-action';
import { deskRefusal, withoutSecrets } from '../staff-action';
import { staffServices } from '../staff-context';
import { StaffMeta } from '../staff-meta';
import { nextPath } from '../staff-loader';

/** Already signed in: on to the page the link leads to. */
export async function loader({ request, context }: LoaderFunctionArgs<RouterContextProvider>) {
  const { staff } = context.get(staffServices);
  // Asked outside the cache: a 401 here is the page's reason to be, not a lapsed session.
  const signedIn = await staff.me().then(
    () => true,
    () => false,
  );
  if (signedIn) throw redirect(nextPath(new URL(request.url)));
  return null;
}

/**
 * The sign-in form, posted: the API's answer in its words. The password never comes back; the
 * code step (the account has a second factor) stays while the form carries its code field, so a
 * wrong code asks for the code again.
 */
export async function action({ request, context }: ActionFunctionArgs<RouterContextProvider>) {
  const { staff, queryClient } = context.get(staffServices);
  const values = await postedValues(request);
  const keepCodeStep = (refusal: FormRefusal): FormRefusal =>
    'code' in values ? { ...refusal, values: { ...refusal.values, code: '' } } : refusal;
  const checked = checkForm(staffSignInSchema, values);
  if (!checked.ok) {
    return refuse(keepCodeStep({ ...checked, values: withoutSecrets(checked.values) }));
  }
  try {
    await staff.signIn(checked.value);
  } catch (error) {
    return refuse(keepCodeStep(deskRefusal(error, values)));
  }
  // Someone new at this browser: nothing of the last session's answers stays.
  queryClient.removeQueries({ queryKey: ['staff'] });
  return redirect(nextPath(new URL(request.url)), 303);
}

/**
 * The sign-in page: e-mail and password, and the code step once the password was right and the
 * account has a second factor. A plain form without script, the route's action with it; it
 * posts to its own address, so the page it leads to once signed in stays.
 */
export function Component() {
  const answer = useActionData<FormRefusal>();
  const navigation = useNavigation();
  const { search } = useLocation();
  const codeStep = answer?.errors?.code !== undefined || answer?.values.code !== undefined;
  return (
    <>
      <StaffMeta title="Masuk" />
      <DeskSignInPage
        as={Form}
        action={`${staffPagePaths.signIn}${search}`}
        codeStep={codeStep}
        pending={navigation.state === 'submitting'}
        {...(answer ? { answer } : {})}
      />
    </>
  );
}
