import * as React from 'react';
import { CalendarDays, Clock, MapPin, Stethoscope, type LucideIcon } from 'lucide-react';
import {
  bookableService,
  branches,
  formatDate,
  optionLabel,
  type BookingRequest,
} from '@klinik/clinic';
import { cn } from '../../../lib/cn';

type BookingSummaryProps = Omit<React.ComponentProps<'dl'>, 'children'> & {
  /** What was chosen; the labels, the length and the Indonesian date come from @klinik/clinic. */
  booking: Pick<BookingRequest, 'branch' | 'service' | 'date'> & { time?: string };
};

/**
 * What is being booked, in words: branch, service, the day (and time) in Indonesian, and how long
 * the visit is booked for. A description list, so each value is read with its name.
 */
function BookingSummary({ booking, className, ...props }: BookingSummaryProps) {
  const service = bookableService(booking.service);
  const rows: { icon: LucideIcon; label: string; value: string }[] = [
    { icon: MapPin, label: 'Cabang', value: optionLabel(branches, booking.branch) },
    { icon: Stethoscope, label: 'Layanan', value: service.name },
    {
      icon: CalendarDays,
      label: booking.time ? 'Tanggal dan jam' : 'Tanggal',
      value: formatDate(booking.date, 'long', booking.time),
    },
    { icon: Clock, label: 'Durasi', value: `${service.bookingMinutes} menit` },
  ];
  return (
    <dl
      data-slot="booking-summary"
      className={cn('grid gap-4 sm:grid-cols-2', className)}
      {...props}
    >
      {rows.map(({ icon: Icon, label, value }) => (
        // The icon sits in the term, so the list holds only terms and descriptions.
        <div key={label} className="relative min-h-10 pl-13">
          <dt className="text-muted-foreground text-sm">
            <span
              aria-hidden
              className="bg-primary-soft text-primary absolute top-0 left-0 flex size-10 items-center justify-center rounded-lg"
            >
              <Icon className="size-5" />
            </span>
            {label}
          </dt>
          <dd className="text-foreground font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export { BookingSummary, type BookingSummaryProps };
