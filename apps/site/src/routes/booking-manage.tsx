import {
  bookingChatText,
  bookingChoice,
  bookingCorrectionSchema,
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
import { BookingData, BookingManagePage } from '@klinik/ui';
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
  bookingDataQuery,
  bookingPageStatus,
  bookingQuery,
  bookingTimesQuery,
  loadBooking,
  useBooking,
  useBookingData,
  useBookingErased,
  useBookingTimes,
} from '../data/use-booking';
import { timeGridState } from '../data/booking-time-grid';
import { useSettings } from '../data/use-settings';

/**
 * The booking, what is stored for it and, when a day to move to is in the address, that day's
 * times.
 */
const loadManage: Load = async (args) => {
  await loadBooking(args);
  const token = args.params.token ?? '';
  const booking = args.queryClient.getQueryData<Booking>(bookingQuery(args.api, token).queryKey);
  if (!booking) return;
  const date = bookingChoice(args.url.searchParams).date;
  await Promise.all([
    args.queryClient.ensureQueryData(bookingDataQuery(args.api, token)),
    date &&
      args.queryClient.ensureQueryData(
        bookingTimesQuery(args.api, { branch: booking.branch, service: booking.service, date }),
      ),
  ]);
};

/** The page's forms that are about the stored data, not the visit: their answers go to it. */
const dataIntents = new Set<string>([bookingManageIntent.correct, bookingManageIntent.erase]);

/** The intent an answer of the page's action answers. */
const answerIntent = (answer: FormAnswer<{ intent?: string }> | undefined) =>
  answer?.ok ? answer.intent : answer?.values[bookingManageIntent.name];

/** A token that names no booking answers 404, an erased booking's 410, the page saying so. */
export const loader = routeLoaderWithStatus(bookingPageStatus, loadManage);

/**
 * The page's forms, each naming its intent: cancelling, moving to the chosen date and time,
 * correcting the name and e-mail, or erasing the contact details. Done, the page shows the
 * booking as it is now (a correction says so in place; an erasure leads to the link's 410);
 * refused, it says why.
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
  if (intent === bookingManageIntent.correct) {
    const correction = checkForm(bookingCorrectionSchema, values);
    if (!correction.ok) return refuse(correction);
    try {
      const stored = (await bookingApi.correct(api, token, correction.value)).data;
      queryClient.setQueryData(bookingDataQuery(api, token).queryKey, stored);
      await queryClient.invalidateQueries({ queryKey: ['booking', token] });
      return { ok: true, intent } satisfies FormAnswer<{ intent: string }>;
    } catch (error) {
      return refuse(apiRefusal(error, values, unsentMessages.bookingChange));
    }
  }
  if (intent === bookingManageIntent.erase) {
    try {
      await bookingApi.erase(api, token);
      // Nothing of the booking is kept: the page asks again and the link answers 410.
      queryClient.removeQueries({ queryKey: ['booking', token] });
      queryClient.removeQueries({ queryKey: ['booking-data', token] });
      return redirect(bookingPagePaths.bookingManage(token), 303);
    } catch (error) {
      return refuse(apiRefusal(error, values, unsentMessages.bookingChange));
    }
  }
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
  const answer = useActionData<FormAnswer<{ intent?: string }>>();
  const aboutData = dataIntents.has(answerIntent(answer) ?? '');
  const booking = useBooking(token);
  const erased = useBookingErased(token);
  const stored = useBookingData(token);
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
        answer={aboutData ? undefined : answer}
        erased={erased}
        stored={
          <BookingData
            state={stored}
            as={Form}
            action={pageHref}
            {...(intent === bookingManageIntent.correct ? { pending: 'correct' as const } : {})}
            {...(intent === bookingManageIntent.erase ? { pending: 'erase' as const } : {})}
            answer={aboutData ? answer : undefined}
          />
        }
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
