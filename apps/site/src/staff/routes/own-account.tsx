import {
  checkForm,
  ownAccountDone,
  staffPagePaths,
  staffPasswordChangeSchema,
  staffReauthSchema,
  type FormRefusal,
  type OwnAccountDone,
} from '@klinik/clinic';
import { DeskAccountPage, deskFields, deskIntent } from '@klinik/ui/desk';
import { Form, redirect, useActionData, useSearchParams } from 'react-router-dom';
import { refuse } from '../../app/form-action';
import { loadOwnAccount, useOwnSessions } from '../data/use-own-account';
import { staffAction, unknownForm, withoutSecrets } from '../staff-action';
import { staffLoader } from '../staff-loader';
import { StaffMeta } from '../staff-meta';
import { sendingIntent, useDeskFrame, useSending, useSignedIn } from '../use-desk-frame';

/** The account signed in and its live sessions (every account). */
export const loader = staffLoader({}, loadOwnAccount);

/** A form's fields checked with its schema; refused, without any password typed. */
function checked<T>(result: { ok: true; value: T } | FormRefusal) {
  return result.ok ? result : { ...result, values: withoutSecrets(result.values) };
}

/**
 * One's own password changed (this browser goes on under the new session the API's answer sets;
 * every other session has ended), one other session ended, or every other, each after the
 * password again. Done: back to the page, the change named in its address (post/redirect/get).
 */
export const action = staffAction(async ({ staff, values }) => {
  const intent = values[deskIntent.name];
  if (intent === deskIntent.changePassword) {
    const change = checked(checkForm(staffPasswordChangeSchema, values));
    if (!change.ok) return refuse(change);
    await staff.changePassword(change.value);
    return redirect(staffPagePaths.ownAccount('kata-sandi'), 303);
  }
  if (intent !== deskIntent.endSession && intent !== deskIntent.endOtherSessions) {
    return unknownForm(withoutSecrets(values));
  }
  const reauth = checked(checkForm(staffReauthSchema, values));
  if (!reauth.ok) return refuse(reauth);
  if (intent === deskIntent.endSession) {
    await staff.endSession(Number(values[deskFields.id]), reauth.value);
    return redirect(staffPagePaths.ownAccount('sesi'), 303);
  }
  await staff.endOtherSessions(reauth.value);
  return redirect(staffPagePaths.ownAccount('sesi-lain'), 303);
});

const isDone = (value: string | null): value is OwnAccountDone =>
  ownAccountDone.some((done) => done === value);

/** 'Akun saya': the account, its password and its sessions, for every account. */
export function Component() {
  const [params] = useSearchParams();
  const answer = useActionData<FormRefusal>();
  const sending = useSending();
  const intent = sendingIntent(sending);
  const done = params.get(staffPagePaths.params.done);
  const refusedIntent = answer?.values[deskIntent.name];
  const action = staffPagePaths.ownAccount();
  return (
    <>
      <StaffMeta title="Akun Saya" />
      <DeskAccountPage
        frame={useDeskFrame()}
        account={useSignedIn()}
        {...(isDone(done) && !answer ? { done } : {})}
        password={{
          action,
          as: Form,
          pending: intent === deskIntent.changePassword,
          ...(answer && refusedIntent === deskIntent.changePassword ? { answer } : {}),
        }}
        sessions={{
          state: useOwnSessions(),
          action,
          as: Form,
          ...(intent === deskIntent.endSession || intent === deskIntent.endOtherSessions
            ? { pending: { intent, id: Number(sending?.get(deskFields.id)) } }
            : {}),
          ...(answer && refusedIntent !== deskIntent.changePassword ? { answer } : {}),
        }}
      />
    </>
  );
}
