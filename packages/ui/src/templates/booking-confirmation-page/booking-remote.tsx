import type * as React from 'react';
import { SearchX, ShieldCheck } from 'lucide-react';
import { pagePaths, type Booking } from '@klinik/clinic';
import { AppLink } from '../../primitives/app-link/app-link';
import { Button } from '../../primitives/button/button';
import { EmptyState } from '../../feedback/empty-state/empty-state';
import { ListState } from '../../feedback/list-state/list-state';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import type { Remote } from '../../lib/remote';

type BookingRemoteProps = {
  /** The page's data-slot for its content. */
  dataSlot: string;
  /** The booking read by its token; 'empty' when no booking has it. */
  booking: Remote<Booking>;
  /**
   * The booking's contact details were erased (its link answers 410): say so, whatever
   * `booking` holds, and offer to book again.
   */
  erased?: boolean;
  /** The booking shown. */
  children: (booking: Booking) => React.ReactNode;
};

/**
 * The booking pages' content in its four states: grey blocks in the confirmation's shape, the
 * library's failure with its retry, a token that opens nothing (with the way to book again), or
 * the booking; and, for a booking whose contact details were erased, a page that says so. Shared
 * by the confirmation and manage pages.
 */
function BookingRemote({ dataSlot, booking, erased = false, children }: BookingRemoteProps) {
  if (erased) {
    return (
      <EmptyState
        className="max-w-4xl"
        icon={ShieldCheck}
        title="Data janji temu ini sudah dihapus"
        description="Nama, nomor WhatsApp, email, dan keluhan pada janji temu ini sudah dihapus, atas permintaan Anda atau karena masa simpannya telah berakhir. Tautan ini tidak lagi membuka janji temu. Untuk berobat lagi, silakan buat janji temu baru."
        action={
          <Button asChild>
            <AppLink href={pagePaths.booking}>Buat Janji Temu Baru</AppLink>
          </Button>
        }
      />
    );
  }
  return (
    <ListState<Booking>
      dataSlot={dataSlot}
      state={booking}
      loadingLabel="Memuat janji temu…"
      errorTitle="Gagal memuat janji temu"
      headingLevel="h2"
      className="max-w-4xl"
      skeleton={
        <div className="grid gap-6">
          <Skeleton radius="xl" className="h-56" />
          <Skeleton radius="xl" className="h-32" />
          <Skeleton radius="xl" className="h-24" />
        </div>
      }
      empty={
        <EmptyState
          icon={SearchX}
          title="Janji temu tidak ditemukan"
          description="Periksa kembali tautan dari konfirmasi atau email Anda. Bila janji temu belum dibuat, silakan buat janji temu baru."
          action={
            <Button asChild>
              <AppLink href={pagePaths.booking}>Buat Janji Temu</AppLink>
            </Button>
          }
        />
      }
    >
      {children}
    </ListState>
  );
}

export { BookingRemote, type BookingRemoteProps };
