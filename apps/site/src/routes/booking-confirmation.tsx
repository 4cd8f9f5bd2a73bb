import {
  bookingPagePaths,
  apiFilePaths,
  bookingChatText,
  chatUrl,
  pagePaths,
} from '@klinik/clinic';
import { BookingConfirmationPage } from '@klinik/ui';
import { useParams } from 'react-router-dom';
import { breadcrumbItems, crumbs } from '../app/breadcrumbs';
import { PageMeta } from '../app/page-meta';
import { routeLoaderWithStatus } from '../app/route-loader';
import {
  bookingPageStatus,
  loadBooking,
  useBooking,
  useBookingErased,
  useBookingInfo,
} from '../data/use-booking';
import { useSettings } from '../data/use-settings';

/**
 * Where a booking made leads: its code, when and where, what to bring, the policy, the calendar
 * file, the chat naming the code and the private link. Rendered per request by the server
 * (never kept, never indexed); the token in the address is the only key: one that names no
 * booking answers 404, with the page saying so.
 */
export const loader = routeLoaderWithStatus(bookingPageStatus, loadBooking);

export function Component() {
  const token = useParams().token ?? '';
  const booking = useBooking(token);
  const erased = useBookingErased(token);
  const info = useBookingInfo();
  const settings = useSettings();
  const trail = crumbs(
    { label: 'Janji Temu', path: pagePaths.booking },
    { label: 'Konfirmasi', path: bookingPagePaths.bookingConfirmation(token) },
  );
  return (
    <>
      <PageMeta
        trail={trail}
        title="Janji Temu Terkonfirmasi"
        description="Konfirmasi janji temu fisioterapi Anda."
        noindex
      />
      <BookingConfirmationPage
        erased={erased}
        booking={booking}
        manageHref={bookingPagePaths.bookingManage(token)}
        calendarHref={`/api${apiFilePaths.bookingCalendar(token)}`}
        chatHref={
          booking.status === 'ready'
            ? chatUrl(settings.contact.whatsapp, bookingChatText(booking.data))
            : chatUrl(settings.contact.whatsapp)
        }
        whatToBring={info.status === 'ready' ? info.data.what_to_bring : []}
        cancellationPolicy={info.status === 'ready' ? info.data.cancellation_policy : []}
        breadcrumbs={breadcrumbItems(trail)}
      />
    </>
  );
}
