import type { Booking } from '@klinik/clinic';
import {
  BookingConfirmation,
  type BookingConfirmationProps,
} from '../../sections/booking/booking-confirmation/booking-confirmation';
import type { BreadcrumbItem } from '../../primitives/breadcrumbs/breadcrumbs';
import { PageHero } from '../../layout/page-hero/page-hero';
import type { Remote } from '../../lib/remote';
import { BookingRemote } from './booking-remote';

type BookingConfirmationPageProps = Omit<BookingConfirmationProps, 'booking' | 'headingLevel'> & {
  /** The booking just made, read by its token; 'empty' when no booking has the token. */
  booking: Remote<Booking>;
  /** The booking's contact details were erased (410): the page says so. */
  erased?: boolean;
  /** The trail at the top of the page. */
  breadcrumbs: readonly BreadcrumbItem[];
};

/**
 * /janji-temu/selesai/{token}: the booking just made. Its confirmation's heading is the page's
 * h1 and takes the focus on arrival, so the band above holds only the trail; while the booking
 * loads, fails or is not found, the band carries the page's h1 instead.
 */
function BookingConfirmationPage({
  booking,
  erased = false,
  breadcrumbs,
  ...confirmation
}: BookingConfirmationPageProps) {
  return (
    <>
      <PageHero
        title={booking.status === 'ready' && !erased ? undefined : 'Konfirmasi Janji Temu'}
        eyebrow="Janji Temu"
        breadcrumbs={breadcrumbs}
      />
      <div className="max-w-page mx-auto px-4 py-10 sm:px-6 md:py-14">
        <BookingRemote
          dataSlot="booking-confirmation-page-content"
          booking={booking}
          erased={erased}
        >
          {(data) => <BookingConfirmation {...confirmation} booking={data} headingLevel="h1" />}
        </BookingRemote>
      </div>
    </>
  );
}

export { BookingConfirmationPage, type BookingConfirmationPageProps };
