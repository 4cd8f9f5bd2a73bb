import { addDays, formatDate, staffPagePaths } from '@klinik/clinic';
import { DeskWeekPage } from '@klinik/ui/desk';
import { Form, useSearchParams } from 'react-router-dom';
import { loadWeek, useWeek, weekQuery } from '../data/use-day';
import { deskChoice } from '../desk-choice';
import { missingWhen, staffLoader } from '../staff-loader';
import { StaffMeta } from '../staff-meta';
import { deskToday, useDeskFrame, useSignedIn } from '../use-desk-frame';

/** Seven days of the branch from the date; a branch the account may not see is not found. */
export const loader = staffLoader(
  {
    status: missingWhen(
      ({ staff, url, me }) => weekQuery(staff, deskChoice(url.searchParams, me)).queryKey,
    ),
  },
  loadWeek,
);

/** The branch's week: bookings and free places a day, closed days with their reason. */
export function Component() {
  const me = useSignedIn();
  const [params] = useSearchParams();
  const choice = deskChoice(params, me);
  const week = useWeek(choice);
  const today = deskToday();
  const from = week.status === 'ready' ? week.data.from : (choice.date ?? today);
  const weekOf = (date: string) => staffPagePaths.week({ branch: choice.branch, date });
  return (
    <>
      <StaffMeta title="Minggu" />
      <DeskWeekPage
        frame={useDeskFrame({ branchPage: true })}
        switcher={{
          label: `${formatDate(from, 'dayMonth')} – ${formatDate(addDays(from, 6), 'date')}`,
          previous: { href: weekOf(addDays(from, -7)), label: 'Minggu lalu' },
          next: { href: weekOf(addDays(from, 7)), label: 'Minggu depan' },
          ...(from === today ? {} : { today: weekOf(today) }),
          action: staffPagePaths.week(),
          branch: choice.branch,
          date: from,
          as: Form,
        }}
        week={{
          state: week,
          dayHref: (date) => staffPagePaths.day({ branch: choice.branch, date }),
          today,
        }}
      />
    </>
  );
}
