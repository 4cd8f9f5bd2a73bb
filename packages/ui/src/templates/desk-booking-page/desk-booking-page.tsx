import { ArrowLeft, SearchX } from 'lucide-react';
import { staffMessages, type StaffBooking } from '@klinik/clinic';
import type { Remote } from '../../lib/remote';
import { EmptyState } from '../../feedback/empty-state/empty-state';
import { ListState } from '../../feedback/list-state/list-state';
import { DeskShell, type DeskFrame } from '../../layout/desk-shell/desk-shell';
import { AppLink } from '../../primitives/app-link/app-link';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import {
  BookingDetail,
  type BookingDetailProps,
} from '../../sections/desk/booking-detail/booking-detail';

type DeskBookingPageProps = {
  frame: DeskFrame;
  /** The booking; 'empty' for one that does not exist or that the account may not see (404). */
  booking: Remote<StaffBooking>;
  /** Everything the detail takes but the booking: the page's action, the move's days and times. */
  detail: Omit<BookingDetailProps, 'booking'>;
  /** Back to the booking's day (`staffPagePaths.day`). */
  dayHref: string;
};

/**
 * /staf/janji/:code: one booking with its contact details, reminder, history and notes, and the
 * changes it may take now (arrived, done, no-show, cancel with a reason, move, note).
 */
function DeskBookingPage({ frame, booking, detail, dayHref }: DeskBookingPageProps) {
  return (
    <DeskShell {...frame} title="Janji temu">
      <AppLink
        href={dayHref}
        className="text-primary inline-flex min-h-11 items-center gap-2 justify-self-start font-semibold underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Kembali ke jadwal hari itu
      </AppLink>
      <ListState<StaffBooking>
        dataSlot="desk-booking-page-state"
        state={booking}
        loadingLabel="Memuat janji temu…"
        errorTitle="Janji temu gagal dimuat"
        headingLevel="h2"
        skeleton={
          <div className="grid gap-4">
            <Skeleton radius="lg" className="h-10 w-1/2" />
            <Skeleton radius="lg" className="h-40" />
            <Skeleton radius="lg" className="h-64" />
          </div>
        }
        empty={
          <EmptyState
            icon={SearchX}
            title={staffMessages.notFound}
            description="Periksa kodenya, atau cari dengan nama atau nomor WhatsApp pasien."
          />
        }
      >
        {(data) => <BookingDetail {...detail} booking={data} />}
      </ListState>
    </DeskShell>
  );
}

export { DeskBookingPage, type DeskBookingPageProps };
