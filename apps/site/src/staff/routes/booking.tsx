import {
  formatDate,
  isCalendarDate,
  staffPagePaths,
  type FormAnswer,
  type StaffBooking,
} from '@klinik/clinic';
import { DeskBookingPage } from '@klinik/ui/desk';
import {
  Form,
  redirect,
  useActionData,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import { refuse } from '../../app/form-action';
import { bookingTimesQuery, useBookingTimes } from '../../data/use-booking';
import { changeBooking } from '../booking-changes';
import {
  loadStaffBooking,
  staffBookingQuery,
  staffTimesQuery,
  useStaffBooking,
  useStaffTimes,
} from '../data/use-staff-booking';
import { deskTimeGrid } from '../desk-time-grid';
import { staffAction } from '../staff-action';
import { missingWhen, staffLoader, type StaffLoad } from '../staff-loader';
import { StaffMeta } from '../staff-meta';
import { sendingIntent, useDeskFrame, useSending } from '../use-desk-frame';

/** The day to move the booking to, when one is chosen (`?tanggal=`). */
export function moveDate(params: URLSearchParams): string | undefined {
  const date = params.get(staffPagePaths.params.date) ?? '';
  return isCalendarDate(date) ? date : undefined;
}

/**
 * To move the booking: its branch's bookable days (the public answer: closed days with their
 * reason) and, once a day is chosen, that day's times from now on.
 */
const loadMove: StaffLoad = async ({ queryClient, staff, api, params, url }) => {
  const booking = queryClient.getQueryData<StaffBooking>(
    staffBookingQuery(staff, params.code ?? '').queryKey,
  );
  if (!booking?.can_move) return;
  const choice = { branch: booking.branch, service: booking.service };
  const date = moveDate(url.searchParams);
  await Promise.all([
    queryClient.fetchQuery(bookingTimesQuery(api, choice)),
    date ? queryClient.fetchQuery(staffTimesQuery(staff, { ...choice, date })) : undefined,
  ]);
};

/** The booking; one that does not exist or the account may not see is the not-found page. */
export const loader = staffLoader(
  {
    status: missingWhen(
      ({ staff, params }) => staffBookingQuery(staff, params.code ?? '').queryKey,
    ),
  },
  async (args) => {
    await loadStaffBooking(args);
    await loadMove(args);
  },
);

/**
 * The booking's changes: a status (a cancellation with its reason), a move, a note. Done, the
 * booking's page as it is now (without the move's choice); refused, the API's words.
 */
export const action = staffAction(async (args) => {
  const code = args.params.code ?? '';
  const refusal = await changeBooking(args, code);
  return refusal ? refuse(refusal) : redirect(staffPagePaths.booking(code), 303);
});

/**
 * A booking as the desk sees it: its contact details, reminder, history and notes, and what may
 * be done to it now; moving it asks for a day (`?tanggal=`), then shows that day's free times.
 */
export function Component() {
  const code = useParams().code ?? '';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const booking = useStaffBooking(code);
  const answer = useActionData<FormAnswer>();
  const sending = useSending();
  const date = moveDate(params);
  const ready = booking.status === 'ready' ? booking.data : undefined;
  const choice = ready?.can_move ? { branch: ready.branch, service: ready.service } : undefined;
  const dates = useBookingTimes(choice ?? {});
  const times = useStaffTimes(choice && date ? { ...choice, date } : undefined);
  const pageHref = staffPagePaths.booking(code);
  const pending = sendingIntent(sending);
  const days = dates.status === 'ready' ? dates.data.dates : [];
  return (
    <>
      <StaffMeta title={ready ? `${ready.name} (${ready.code})` : 'Janji temu'} />
      <DeskBookingPage
        frame={useDeskFrame()}
        booking={booking}
        detail={{
          as: Form,
          action: pageHref,
          ...(choice
            ? {
                move: {
                  dates: days,
                  ...(date ? { date, dateLabel: formatDate(date, 'short') } : {}),
                  times: deskTimeGrid(days, date, times),
                },
              }
            : {}),
          ...(pending ? { pending } : {}),
          ...(answer ? { answer } : {}),
          onMoveDateChange: (to) =>
            void navigate(
              `${pageHref}?${new URLSearchParams({ [staffPagePaths.params.date]: to }).toString()}`,
              { replace: true, preventScrollReset: true },
            ),
        }}
        dayHref={staffPagePaths.day(ready ? { branch: ready.branch, date: ready.date } : {})}
      />
    </>
  );
}
