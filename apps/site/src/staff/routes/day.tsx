import { addDays, formatDate, staffPagePaths, type FormAnswer } from '@klinik/clinic';
import { DeskDayPage, deskFields, deskIntent, intentStatus } from '@klinik/ui/desk';
import { Form, useActionData, useFormAction, useSearchParams } from 'react-router-dom';
import { refuse } from '../../app/form-action';
import { changeBooking } from '../booking-changes';
import { dayQuery, loadDay, useDay } from '../data/use-day';
import { deskChoice } from '../desk-choice';
import { backTo, staffAction } from '../staff-action';
import { missingWhen, staffLoader } from '../staff-loader';
import { StaffMeta } from '../staff-meta';
import { deskToday, useDeskFrame, useSending, useSignedIn } from '../use-desk-frame';

/** The branch's day; a branch the account may not see is the not-found page. */
export const loader = staffLoader(
  {
    status: missingWhen(
      ({ staff, url, me }) => dayQuery(staff, deskChoice(url.searchParams, me)).queryKey,
    ),
  },
  loadDay,
);

/** A row's quick status change (arrived, done, no-show): done, the day again (post/redirect/get). */
export const action = staffAction(async (args) => {
  const refusal = await changeBooking(args);
  return refusal ? refuse(refusal) : backTo(args.url);
});

/**
 * /staf: the chosen branch's day (the account's first, today, by default) against its treatment
 * places, refreshing itself; the day before and after, and a new booking for it.
 */
export function Component() {
  const me = useSignedIn();
  const [params] = useSearchParams();
  const choice = deskChoice(params, me);
  const day = useDay(choice);
  const answer = useActionData<FormAnswer>();
  const sending = useSending();
  const today = deskToday();
  const date = day.status === 'ready' ? day.data.date : (choice.date ?? today);
  const dayOf = (to: string) => staffPagePaths.day({ branch: choice.branch, date: to });
  const code = sending?.get(deskFields.code);
  const intent = intentStatus(sending?.get(deskIntent.name)?.toString());
  // The day is the desk's index route: its own address with `?index`, so a form posted to it
  // (with or without script) reaches this action and not the desk's layout.
  const action = useFormAction();
  return (
    <>
      <StaffMeta title={`Jadwal ${formatDate(date, 'short')}`} />
      <DeskDayPage
        frame={useDeskFrame({ branchPage: true })}
        switcher={{
          label: formatDate(date, 'long'),
          previous: { href: dayOf(addDays(date, -1)), label: 'Hari sebelumnya' },
          next: { href: dayOf(addDays(date, 1)), label: 'Hari berikutnya' },
          ...(date === today ? {} : { today: dayOf(today) }),
          action: staffPagePaths.root,
          branch: choice.branch,
          date,
          as: Form,
        }}
        schedule={{
          state: day,
          action,
          as: Form,
          ...(typeof code === 'string' && intent ? { pending: { code, intent } } : {}),
          ...(answer ? { answer } : {}),
        }}
        newBookingHref={staffPagePaths.newBooking({ branch: choice.branch, date })}
      />
    </>
  );
}
