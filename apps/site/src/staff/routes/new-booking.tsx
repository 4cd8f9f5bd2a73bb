import {
  bookableServices,
  branches,
  checkForm,
  staffBookingRequestSchema,
  staffPagePaths,
  type FormAnswer,
} from '@klinik/clinic';
import { DeskNewBookingPage, deskChoiceParams, deskIntent } from '@klinik/ui/desk';
import {
  Form,
  redirect,
  useActionData,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router-dom';
import { refuse } from '../../app/form-action';
import { bookingTimesQuery, useBookingTimes } from '../../data/use-booking';
import { staffTimesQuery, useStaffTimes } from '../data/use-staff-booking';
import { newBookingChoice, type NewBookingChoice } from '../desk-choice';
import { deskTimeGrid } from '../desk-time-grid';
import { staffAction, unknownForm } from '../staff-action';
import { staffLoader } from '../staff-loader';
import { StaffMeta } from '../staff-meta';
import { deskToday, useDeskFrame, useSending, useSignedIn } from '../use-desk-frame';

/**
 * What is chosen so far: once a branch and a service, the branch's bookable days (the public
 * answer, closed days with their reason); once a day too, its times from now on.
 */
export const loader = staffLoader({}, async ({ queryClient, staff, api, url, me }) => {
  const { branch, service, date } = newBookingChoice(url.searchParams, me);
  if (!branch || !service) return;
  await Promise.all([
    queryClient.fetchQuery(bookingTimesQuery(api, { branch, service })),
    date ? queryClient.fetchQuery(staffTimesQuery(staff, { branch, service, date })) : undefined,
  ]);
});

/**
 * The booking for a patient on the phone or at the door: made, its page; refused, the API's words
 * (a time taken meanwhile: 409, the day's times asked again).
 */
export const action = staffAction(async ({ staff, values }) => {
  if (values[deskIntent.name] !== deskIntent.book) return unknownForm(values);
  const booking = checkForm(staffBookingRequestSchema, values);
  if (!booking.ok) return refuse(booking);
  const { data: made } = await staff.createBooking(booking.value);
  return redirect(staffPagePaths.booking(made.code), 303);
});

/** The new booking page's address for a choice (`?cabang=&layanan=&tanggal=`). */
function choicePath({ branch, service, date }: NewBookingChoice): string {
  const params = new URLSearchParams();
  if (branch) params.set(deskChoiceParams.branch, branch);
  if (service) params.set(deskChoiceParams.service, service);
  if (date) params.set(deskChoiceParams.date, date);
  const query = params.toString();
  return `${staffPagePaths.newBooking()}${query ? `?${query}` : ''}`;
}

/**
 * A booking for a patient on the phone or at the door: the branch (the account's), the service
 * and the day as GET choices, then a free time from now and the patient's details.
 */
export function Component() {
  const me = useSignedIn();
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const answer = useActionData<FormAnswer>();
  const sending = useSending();
  const visible = branches.filter((branch) => me.branches.includes(branch.value));
  const choice = newBookingChoice(params, me);
  const { branch, service, date } = choice;
  const dates = useBookingTimes(branch && service ? { branch, service } : {});
  const times = useStaffTimes(branch && service && date ? { branch, service, date } : undefined);
  const days = dates.status === 'ready' ? dates.data.dates : [];
  return (
    <>
      <StaffMeta title="Janji Temu Baru" />
      <DeskNewBookingPage
        frame={useDeskFrame()}
        form={{
          as: Form,
          action: `${staffPagePaths.newBooking()}${search}`,
          branches: visible,
          services: bookableServices,
          choice,
          dates: days,
          today: deskToday(),
          ...(date ? { times: deskTimeGrid(days, date, times) } : {}),
          pending: sending?.get(deskIntent.name) === deskIntent.book,
          ...(answer ? { answer } : {}),
          onChoiceChange: (next) =>
            void navigate(choicePath(next), { replace: true, preventScrollReset: true }),
        }}
      />
    </>
  );
}
