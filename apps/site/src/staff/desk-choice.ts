import {
  bookableServices,
  branches,
  isCalendarDate,
  staffPagePaths,
  type Branch,
  type StaffAccount,
  type StaffBookingRequest,
} from '@klinik/clinic';
import { deskChoiceParams } from '@klinik/ui/desk';

/** The branch and the date a desk page shows: the address's, else the account's first branch and today. */
export interface DeskChoice {
  branch: Branch['value'];
  /** Absent: today in Jakarta (the API's default). */
  date?: string;
}

/**
 * The branch and date named by the address (`cabang`, `tanggal`). A branch the account may not
 * see is kept as asked: the API answers it 404, as a branch that does not exist.
 */
export function deskChoice(params: URLSearchParams, me: StaffAccount): DeskChoice {
  const asked = params.get(staffPagePaths.params.branch);
  const branch = branches.find((entry) => entry.value === asked)?.value ?? me.branches[0];
  // The contract gives every account a branch at least (admins all of them).
  if (!branch) throw new Error(`${me.email} may see no branch`);
  const date = params.get(staffPagePaths.params.date) ?? '';
  return isCalendarDate(date) ? { branch, date } : { branch };
}

/**
 * What the new booking page's address has chosen so far (`?cabang=&layanan=&tanggal=`); an
 * account of one branch has it chosen.
 */
export interface NewBookingChoice {
  branch?: Branch['value'];
  service?: StaffBookingRequest['service'];
  date?: string;
}

export function newBookingChoice(params: URLSearchParams, me: StaffAccount): NewBookingChoice {
  const asked = branches.find((entry) => entry.value === params.get(deskChoiceParams.branch));
  const branch = asked ?? (me.branches.length === 1 ? { value: me.branches[0] } : undefined);
  const service = bookableServices.find(
    (entry) => entry.slug === params.get(deskChoiceParams.service),
  );
  const date = params.get(deskChoiceParams.date) ?? '';
  return {
    ...(branch?.value ? { branch: branch.value } : {}),
    // The contract's service values are these slugs.
    ...(service ? { service: service.slug as StaffBookingRequest['service'] } : {}),
    ...(isCalendarDate(date) ? { date } : {}),
  };
}
