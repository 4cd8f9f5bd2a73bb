import { jakartaWallClock, staffPagePaths, type StaffAccount } from '@klinik/clinic';
import {
  branchName,
  deskIntent,
  type DeskFrame,
  type DeskIntent,
  type DeskLinks,
} from '@klinik/ui/desk';
import { Form, useLocation, useNavigation, useSearchParams } from 'react-router-dom';
import { useMe } from './data/use-me';
import { deskChoice } from './desk-choice';

/** Today's date in Jakarta, as the desk's day and week default to it. */
export const deskToday = () => jakartaWallClock(new Date()).date;

/**
 * The account signed in: in the cache from the desk's layout loader before any of its pages
 * renders (a page without it is a broken cache, shown as the desk's error page).
 */
export function useSignedIn(): StaffAccount {
  const me = useMe();
  if (!me) throw new Error('The signed-in account is not in the cache');
  return me;
}

/**
 * What every signed-in desk page hands its shell: who is signed in, the links of the navigation
 * (the chosen branch and date kept), on the pages of one branch (`branchPage`) every branch the
 * account may see as a link to the same page, and sign-out as the router's form.
 */
export function useDeskFrame({ branchPage = false } = {}): DeskFrame {
  const me = useSignedIn();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const choice = deskChoice(params, me);
  const links: DeskLinks = {
    day: staffPagePaths.day(choice),
    week: staffPagePaths.week(choice),
    search: staffPagePaths.search(),
    newBooking: staffPagePaths.newBooking(choice),
    closures: staffPagePaths.closures,
    messages: staffPagePaths.messages,
    accounts: staffPagePaths.accounts,
    log: staffPagePaths.log(),
    ownAccount: staffPagePaths.ownAccount(),
    privacy: staffPagePaths.privacyRequests,
  };
  const forBranch = (branch: string) => {
    const next = new URLSearchParams(params);
    next.set(staffPagePaths.params.branch, branch);
    return `${pathname}?${next.toString()}`;
  };
  return {
    account: me,
    links,
    ...(branchPage
      ? {
          branches: me.branches.map((branch) => ({
            label: branchName(branch),
            href: forBranch(branch),
            current: branch === choice.branch,
          })),
        }
      : {}),
    signOut: {
      action: staffPagePaths.signOut,
      as: Form,
      pending: navigation.formAction === staffPagePaths.signOut,
    },
  };
}

/** The router's submission under way to this page, its fields (a form's button waits on it). */
export function useSending(): FormData | undefined {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === 'submitting' && navigation.formAction?.split('?')[0] === pathname
    ? navigation.formData
    : undefined;
}

const intents = new Set<string>(Object.values(deskIntent));

/** The change a submission under way names (`deskIntent`), if any. */
export function sendingIntent(sending: FormData | undefined): DeskIntent | undefined {
  const intent = sending?.get(deskIntent.name);
  return typeof intent === 'string' && intent !== deskIntent.name && intents.has(intent)
    ? (intent as DeskIntent)
    : undefined;
}
