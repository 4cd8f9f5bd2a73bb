import {
  bookingPagePaths,
  bookingDateLabel,
  bookingChatText,
  chatUrl,
  pagePaths,
  type Booking,
  type BookingFormRefusal,
  type BookingMove,
} from '@klinik/clinic';
import { BookingManagePage } from '@klinik/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  data,
  useActionData,
  useNavigate,
  useParams,
  useSearchParams,
  type ActionFunctionArgs,
  type RouterContextProvider,
} from 'react-router-dom';
import { breadcrumbItems, crumbs } from '../app/breadcrumbs';
import { PageMeta } from '../app/page-meta';
import { routeLoader } from '../app/route-loader';
import { appServices } from '../app/router-context';
import { ApiError } from '../data/api-client';
import { useApi } from '../data/api-context';
import { bookingApi } from '../data/booking-api';
import {
  bookingChat,
  bookingChoice,
  bookingQuery,
  bookingTimesQuery,
  loadBooking,
  timeGridState,
  useBooking,
  useBookingTimes,
} from '../data/use-booking';
import { useSettings } from '../data/use-settings';
import type { Load } from '../data/load';

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

export const loader = routeLoader(loadManage);

/**
 * The manage page's plain forms post to their own addresses (bookingPagePaths.bookingCancelForm,
 * bookingMoveForm); the server handles them and, on a refusal, renders this page as the answer
 * to the post, handing the refusal over.
 */
export function action({ context }: ActionFunctionArgs<RouterContextProvider>) {
  const { refusal } = context.get(appServices);
  if (!refusal) return data(null, { status: 405 });
  return data(refusal, { status: refusal.status });
}

export function Component() {
  const token = useParams().token ?? '';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const api = useApi();
  const queryClient = useQueryClient();
  const settings = useSettings();
  const posted = useActionData<BookingFormRefusal | null>();
  const [notice, setNotice] = useState(posted?.message);
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

  /** A change made: the booking as it is now, or the refusal's words. */
  const change = async (send: () => Promise<{ data: Booking }>) => {
    try {
      const changed = await send();
      queryClient.setQueryData(bookingQuery(api, token).queryKey, changed.data);
      setNotice(undefined);
    } catch (error) {
      if (!(error instanceof ApiError) || !error.body || error.status >= 500) throw error;
      setNotice(error.body.message);
      await queryClient.invalidateQueries({ queryKey: ['booking-times'] });
    }
  };

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
        pageHref={pageHref}
        cancelAction={bookingPagePaths.bookingCancelForm(token)}
        moveAction={bookingPagePaths.bookingMoveForm(token)}
        move={{
          dates: times.status === 'ready' ? times.data.dates : [],
          ...(moveDate ? { date: moveDate, dateLabel: bookingDateLabel(moveDate) } : {}),
          times: timeGridState(times, moveDate),
        }}
        chatHref={chatUrl(
          settings.contact.whatsapp,
          ready ? bookingChatText(bookingChat(ready)) : undefined,
        )}
        phone={settings.contact.phone}
        {...(notice ? { notice } : {})}
        onCancel={() => change(() => bookingApi.cancel(api, token))}
        onMove={(move: BookingMove) => change(() => bookingApi.move(api, token, move))}
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
