import {
  bookingChatText,
  bookingChoice,
  bookingManageIntent,
  bookingMoveSchema,
  bookingPagePaths,
  chatUrl,
  checkForm,
  formatDate,
  pagePaths,
  unsentMessages,
  type Booking,
  type FormAnswer,
} from '@klinik/clinic';
import { BookingManagePage } from '@klinik/ui';
import {
  Form,
  redirect,
  useActionData,
  useNavigate,
  useNavigation,
  useParams,
  useSearchParams,
  type ActionFunctionArgs,
  type RouterContextProvider,
} from 'react-router-dom';
import { breadcrumbItems, crumbs } from '../app/breadcrumbs';
import { apiRefusal, postedValues, refuse } from '../app/form-action';
import { PageMeta } from '../app/page-meta';
import { routeLoaderWithStatus } from '../app/route-loader';
import { appServices } from '../app/router-context';
import { bookingApi } from '../data/booking-api';
import type { Load } from '../data/load';
import {
  bookingPageStatus,
  bookingQuery,
  bookingTimesQuery,
  loadBooking,
  useBooking,
  useBookingTimes,
} from '../data/use-booking';
import { timeGridState } from '../data/booking-time-grid';
import { useSettings } from '../data/use-settings';

/** The booking and, when a day to move to is in the address, that day's times. */
const loadManage: Load = async (args) => {
  await loadBooking(args);
  const booking = args.queryClient.getQueryData<Booking>(
    bookingQuery(args.api, args.params.token ?? '').queryKey,
  );
  const date = bookingChoice(args.url.searchParams).date;
  if (!booking || !date) return;
  await args.queryClient.ensureQueryData(
    bookingTimesQuery(args.api, { branch: booking.branch, service: booking.service, date }),
  );
};

/** A token that names no booking answers 404, the page saying so. */
export const loader = routeLoaderWithStatus(bookingPageStatus, loadManage);

/**
 * The page's two forms, each naming its intent: cancelling, or moving to the chosen date and
 * time. Done, the page shows the booking as it is now; refused, it says why.
 */
export async function action({
  request,
  params,
  context,
}: ActionFunctionArgs<RouterContextProvider>) {
  const { api, queryClient } = context.get(appServices);
  const token = params.token ?? '';
  const values = await postedValues(request);
  const intent = values[bookingManageIntent.name];
  let send: () => Promise<{ data: Booking }>;
  if (intent === bookingManageIntent.move) {
    const move = checkForm(bookingMoveSchema, values);
    if (!move.ok) return refuse(move);
    send = () => bookingApi.move(api, token, move.value);
  } else if (intent === bookingManageIntent.cancel) {
    send = () => bookingApi.cancel(api, token);
  } else {
    return refuse({ ok: false, status: 400, message: unsentMessages.bookingChange, values: {} });
  }
  try {
    queryClient.setQueryData(bookingQuery(api, token).queryKey, (await send()).data);
    return redirect(bookingPagePaths.bookingManage(token), 303);
  } catch (error) {
    const refusal = apiRefusal(error, values, unsentMessages.bookingChange);
    if (refusal.status === 409)
      await queryClient.invalidateQueries({ queryKey: ['booking-times'] });
    return refuse(refusal);
  }
}

export function Component() {
  const token = useParams().token ?? '';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const settings = useSettings();
  const answer = useActionData<FormAnswer>();
  const booking = useBooking(token);
  const moveDate = bookingChoice(params).date;
  const ready = booking.status === 'ready' ? booking.data : undefined;
  const times = useBookingTimes(
    ready ? { branch: ready.branch, service: ready.service, date: moveDate } : {},
  );
  const pageHref = bookingPagePaths.bookingManage(token);
  const trail = crumbs(
    { label: 'Janji Temu', path: pagePaths.booking },
    { label: 'Kelola Janji Temu', path: pageHref },
  );
  const sending = navigation.state === 'submitting' ? navigation.formData : undefined;
  const intent = sending?.get(bookingManageIntent.name);

  return (
    <>
      <PageMeta
        trail={trail}
        title="Kelola Janji Temu"
        description="Lihat, pindahkan, atau batalkan janji temu fisioterapi Anda."
        noindex
      />
      <BookingManagePage
        booking={booking}
        as={Form}
        action={pageHref}
        move={{
          dates: times.status === 'ready' ? times.data.dates : [],
          ...(moveDate ? { date: moveDate, dateLabel: formatDate(moveDate, 'short') } : {}),
          times: timeGridState(times, moveDate),
        }}
        chatHref={chatUrl(settings.contact.whatsapp, ready ? bookingChatText(ready) : undefined)}
        phone={settings.contact.phone}
        {...(intent === bookingManageIntent.cancel ? { pending: 'cancel' as const } : {})}
        {...(intent === bookingManageIntent.move ? { pending: 'move' as const } : {})}
        answer={answer}
        onMoveDateChange={(date) =>
          void navigate(`${pageHref}?${new URLSearchParams({ date }).toString()}`, {
            replace: true,
            preventScrollReset: true,
          })
        }
        breadcrumbs={breadcrumbItems(trail)}
      />
    </>
  );
}
