import {
  checkForm,
  staffPagePaths,
  staffSetupSchema,
  type FormDone,
  type FormRefusal,
  type StaffSetupDone,
} from '@klinik/clinic';
import { DeskSetupPage } from '@klinik/ui/desk';
import {
  data,
  Form,
  useActionData,
  useNavigation,
  useParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type RouterContextProvider,
} from 'react-router-dom';
import { postedValues, refuse } from '../../app/form-action';
import { settle } from '../../app/route-loader';
import { isInvalidLink, setupInfoQuery, useSetupInfo } from '../data/use-setup-info';
import { ApiError } from '../../data/api-client';
import { deskRefusal, withoutSecrets } from '../staff-action';
import { staffServices } from '../staff-context';
import { StaffMeta } from '../staff-meta';

/**
 * Whose link it is and the authenticator to add. A link that no longer works answers in its
 * status (410 used or expired, 404 unknown), the page saying so and whom to ask.
 */
export async function loader({ params, context }: LoaderFunctionArgs<RouterContextProvider>) {
  const { queryClient, staff } = context.get(staffServices);
  const query = setupInfoQuery(staff, params.token ?? '');
  if (!(await settle([queryClient.fetchQuery(query)]))) return null;
  const error = queryClient.getQueryState(query.queryKey)?.error;
  return isInvalidLink(error) && error instanceof ApiError
    ? data(null, { status: error.status })
    : null;
}

/** The set-up done: the recovery codes, shown this once (never in an address). */
export type SetupDone = FormDone<{ done: StaffSetupDone }>;

/**
 * The new password (twice) and the authenticator's first code; refused, never written back. The
 * link's account is read first and kept: once the set-up is done the link no longer answers, and
 * the page (whose loader runs again after the action, on the server too) shows the recovery
 * codes beside it.
 */
export async function action({
  request,
  params,
  context,
}: ActionFunctionArgs<RouterContextProvider>) {
  const { staff, queryClient } = context.get(staffServices);
  const token = params.token ?? '';
  const values = await postedValues(request);
  const checked = checkForm(staffSetupSchema, values);
  if (!checked.ok) return refuse({ ...checked, values: withoutSecrets(checked.values) });
  try {
    await queryClient.fetchQuery(setupInfoQuery(staff, token));
    const { data: done } = await staff.setup(token, checked.value);
    return { ok: true, done } satisfies SetupDone;
  } catch (error) {
    return refuse(deskRefusal(error, values));
  }
}

/** The set-up page: the account's password (and authenticator), or why the link no longer works. */
export function Component() {
  const token = useParams().token ?? '';
  const info = useSetupInfo(token);
  const answer = useActionData<SetupDone | FormRefusal>();
  const navigation = useNavigation();
  const done = answer?.ok ? answer.done : undefined;
  return (
    <>
      <StaffMeta title="Atur Akun" />
      <DeskSetupPage
        {...(info.status === 'ready'
          ? {
              setup: {
                info: info.data,
                qrSrc: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(info.data.totp.qr_svg)}`,
                action: staffPagePaths.setup(token),
                as: Form,
                pending: navigation.state === 'submitting',
                ...(answer && !answer.ok ? { answer } : {}),
                ...(done
                  ? {
                      done: {
                        recoveryCodes: done.recovery_codes,
                        signInHref: staffPagePaths.signIn,
                      },
                    }
                  : {}),
              },
            }
          : {})}
      />
    </>
  );
}
