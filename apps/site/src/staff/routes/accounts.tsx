import {
  branches,
  checkForm,
  staffAccountInputSchema,
  staffPagePaths,
  type FormDone,
  type FormRefusal,
} from '@klinik/clinic';
import { DeskAccountsPage, deskFields, deskIntent } from '@klinik/ui/desk';
import { Form, useActionData } from 'react-router-dom';
import { refuse } from '../../app/form-action';
import { loadAccounts, useAccounts } from '../data/use-accounts';
import type { StaffApi } from '../staff-api';
import { backTo, staffAction, unknownForm } from '../staff-action';
import { staffLoader } from '../staff-loader';
import { StaffMeta } from '../staff-meta';
import { sendingIntent, useDeskFrame, useSending, useSignedIn } from '../use-desk-frame';

/** Every staff account (admins). */
export const loader = staffLoader({ admin: true }, loadAccounts);

/** A new account's set-up link, or a reset one: shown this once, never in an address. */
export type SetupLinkDone = FormDone<{
  /** Which form made it: an account added (its form starts again empty) or reset. */
  added: boolean;
  setupLink: { email: string; link: string; expiresAt: string };
}>;

const linkShown = (
  { data }: Awaited<ReturnType<StaffApi['addAccount']>>,
  added: boolean,
): SetupLinkDone => ({
  ok: true,
  added,
  setupLink: { email: data.account.email, link: data.setup_link, expiresAt: data.expires_at },
});

/**
 * An account added (its set-up link shown once), disabled (every session of it ends), or given a
 * new set-up link (its password and second factor stop working).
 */
export const action = staffAction(async ({ staff, values, form, url }) => {
  const intent = values[deskIntent.name];
  const id = Number(values[deskFields.id]);
  if (intent === deskIntent.disableAccount) {
    await staff.disableAccount(id);
    return backTo(url);
  }
  if (intent === deskIntent.resetAccount) return linkShown(await staff.resetAccount(id), false);
  if (intent !== deskIntent.addAccount) return unknownForm(values);
  // One field per ticked branch: the schema's `branches` takes them as a list, where the form's
  // other fields are text.
  const account = checkForm(staffAccountInputSchema, {
    ...values,
    [deskFields.branches]: form.getAll(deskFields.branches),
  } as unknown as Record<string, string>);
  if (!account.ok) return refuse(account);
  return linkShown(await staff.addAccount(account.value), true);
});

/**
 * The staff accounts (admins): a new one (its set-up link shown once), and each one disabled or
 * given a new set-up link.
 */
export function Component() {
  const me = useSignedIn();
  const accounts = useAccounts();
  const answer = useActionData<SetupLinkDone | FormRefusal>();
  const sending = useSending();
  const intent = sendingIntent(sending);
  const refusal = answer?.ok === false ? answer : undefined;
  // The add form's own answer (refused, or done: its fields start again empty); the list's else.
  const toAdd = answer?.ok
    ? answer.added
    : refusal?.values[deskIntent.name] === deskIntent.addAccount;
  return (
    <>
      <StaffMeta title="Akun Staf" />
      <DeskAccountsPage
        frame={useDeskFrame()}
        form={{
          action: staffPagePaths.accounts,
          as: Form,
          branches,
          pending: intent === deskIntent.addAccount,
          ...(answer && toAdd ? { answer } : {}),
        }}
        list={{
          state: accounts,
          action: staffPagePaths.accounts,
          as: Form,
          selfId: me.id,
          ...(intent === deskIntent.disableAccount || intent === deskIntent.resetAccount
            ? { pending: { id: Number(sending?.get(deskFields.id)), intent } }
            : {}),
          ...(refusal && !toAdd ? { answer: refusal } : {}),
          ...(answer?.ok ? { setupLink: answer.setupLink } : {}),
        }}
      />
    </>
  );
}
