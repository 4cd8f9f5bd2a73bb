import * as React from 'react';
import { CalendarPlus, CircleCheck, MessageCircle, Navigation, Settings2 } from 'lucide-react';
import { branchLocations, type Booking } from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import { buildDirectionsUrl } from '../../locations/map-links';
import { AppLink } from '../../../primitives/app-link/app-link';
import { BookingSummary } from '../booking-summary/booking-summary';
import { Button } from '../../../primitives/button/button';
import { ExternalLink } from '../../../primitives/external-link/external-link';

type BookingConfirmationProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The booking just made (the create call's answer, or the booking read by its token). */
  booking: Booking;
  /** The private link that shows, cancels or moves it (`bookingPagePaths.bookingManage(token)`). */
  manageHref: string;
  /** The booking's `.ics` file (TZID Asia/Jakarta, the branch as location). */
  calendarHref: string;
  /** A chat with the clinic, prefilled with the booking code. */
  chatHref: string;
  /** What to bring to the visit, one item a line (the content's). */
  whatToBring: readonly string[];
  /** The cancellation policy of the terms, one rule a line. */
  cancellationPolicy: readonly string[];
  /** Whether the link was also sent to an e-mail address the visitor gave. */
  emailSent?: boolean;
  /** Level of the heading that takes the focus (h1 on the confirmation page); its parts' follow. */
  headingLevel?: 'h1' | 'h2';
};

const subheading = 'text-foreground text-lg font-bold';

/**
 * The booking made: its code large and spaced for reading aloud, where and when, what to bring,
 * the cancellation policy, and what to do next (add to the calendar, send to WhatsApp, keep the
 * private link). Its heading takes the focus on arrival, so it is announced.
 */
function BookingConfirmation({
  booking,
  manageHref,
  calendarHref,
  chatHref,
  whatToBring,
  cancellationPolicy,
  emailSent = false,
  headingLevel: Heading = 'h2',
  className,
  ...props
}: BookingConfirmationProps) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const Subheading = Heading === 'h1' ? 'h2' : 'h3';
  const branch = branchLocations[booking.branch];
  React.useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section
      data-slot="booking-confirmation"
      aria-labelledby="booking-confirmation-title"
      className={cn('grid gap-8', className)}
      {...props}
    >
      <div className="border-primary/30 bg-primary-soft rounded-2xl border p-6 text-center sm:p-8">
        <CircleCheck aria-hidden className="text-primary mx-auto size-12" />
        <Heading
          ref={headingRef}
          id="booking-confirmation-title"
          tabIndex={-1}
          // Focused by script so screen readers announce it; it is not a control, so no ring.
          className="text-foreground mt-4 text-2xl font-bold outline-none sm:text-3xl"
        >
          Janji temu Anda terkonfirmasi
        </Heading>
        <p className="text-muted-foreground mt-2">
          Sebutkan kode ini saat datang atau menghubungi kami.
        </p>
        <p className="mt-4">
          <span className="text-muted-foreground block text-sm font-semibold">Kode booking</span>
          <span
            data-slot="booking-code"
            className="text-foreground font-mono text-4xl font-bold tracking-[0.2em] sm:text-5xl"
          >
            {booking.code}
          </span>
        </p>
      </div>
      <div className="grid gap-4">
        <BookingSummary booking={booking} />
        <p className="text-foreground">
          <span className="font-semibold">Alamat: </span>
          {branch.address}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <ExternalLink href={buildDirectionsUrl(branch.latitude, branch.longitude)}>
              <Navigation aria-hidden />
              Petunjuk Arah
            </ExternalLink>
          </Button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild size="lg" wrap>
          <a href={calendarHref} download={`janji-temu-${booking.code}.ics`}>
            <CalendarPlus aria-hidden className="size-5" />
            Tambahkan ke Kalender
          </a>
        </Button>
        <Button asChild size="lg" variant="accent" wrap>
          <ExternalLink href={chatHref}>
            <MessageCircle aria-hidden className="size-5" />
            Kirim ke WhatsApp
          </ExternalLink>
        </Button>
      </div>
      <div className="border-border rounded-2xl border p-6">
        <Subheading className={subheading}>Kelola janji temu</Subheading>
        <p className="text-muted-foreground mt-1">
          Simpan tautan pribadi ini untuk melihat, memindah, atau membatalkan janji temu. Jangan
          bagikan tautan ini kepada orang lain.
          {emailSent ? ' Tautan yang sama juga kami kirim ke email Anda.' : null}
        </p>
        <AppLink
          href={manageHref}
          className="text-primary mt-2 inline-flex min-h-11 items-center gap-2 font-semibold underline"
        >
          <Settings2 aria-hidden className="size-4" />
          Buka halaman kelola janji temu
        </AppLink>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <Subheading className={subheading}>Yang perlu dibawa</Subheading>
          <ul className="text-foreground mt-2 list-disc space-y-1 pl-5">
            {whatToBring.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <Subheading className={subheading}>Kebijakan pembatalan</Subheading>
          <ul className="text-foreground mt-2 list-disc space-y-1 pl-5">
            {cancellationPolicy.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

export { BookingConfirmation, type BookingConfirmationProps };
