import type * as React from 'react';
import type { Booking } from '@klinik/clinic';
import {
  BookingManage,
  type BookingManageProps,
} from '../../sections/booking/booking-manage/booking-manage';
import type { BreadcrumbItem } from '../../primitives/breadcrumbs/breadcrumbs';
import { PageHero } from '../../layout/page-hero/page-hero';
import type { Remote } from '../../lib/remote';
import { BookingRemote } from '../booking-confirmation-page/booking-remote';

type BookingManagePageProps = Omit<BookingManageProps, 'booking'> & {
  /** The booking its private link opens; 'empty' when no booking has the token. */
  booking: Remote<Booking>;
  /**
   * The booking's contact details were erased (the API answers 410): the page says so, whatever
   * `booking` holds, and offers to book again.
   */
  erased?: boolean;
  /** Below the booking: what is stored for it (`BookingData`), from the site. */
  stored?: React.ReactNode;
  /** The trail at the top of the page. */
  breadcrumbs: readonly BreadcrumbItem[];
};

/**
 * /janji-temu/kelola/{token}: the booking its private link opens, to see, move or cancel it until
 * 24 hours before (then the chat and the phone), and what is stored for it. An erased booking's
 * link says its data is gone. The page is `noindex` and never cached; that is the site's part.
 */
function BookingManagePage({
  booking,
  erased = false,
  stored,
  breadcrumbs,
  ...manage
}: BookingManagePageProps) {
  return (
    <>
      <PageHero
        eyebrow="Janji Temu"
        title="Kelola Janji Temu"
        description="Lihat, pindahkan, atau batalkan janji temu Anda. Tautan ini pribadi: jangan bagikan kepada orang lain."
        breadcrumbs={breadcrumbs}
      />
      <div className="max-w-page mx-auto grid gap-8 px-4 py-10 sm:px-6 md:py-14">
        <BookingRemote dataSlot="booking-manage-page-content" booking={booking} erased={erased}>
          {(data) => (
            <div className="grid max-w-4xl gap-8">
              <BookingManage {...manage} booking={data} />
              {stored}
            </div>
          )}
        </BookingRemote>
      </div>
    </>
  );
}

export { BookingManagePage, type BookingManagePageProps };
