import * as React from 'react';
import { Search, SearchX } from 'lucide-react';
import { staffMessages, staffRules, type StaffBooking } from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import type { FormComponent } from '../../../lib/form';
import type { Remote } from '../../../lib/remote';
import { EmptyState } from '../../../feedback/empty-state/empty-state';
import { ListState } from '../../../feedback/list-state/list-state';
import { Button } from '../../../primitives/button/button';
import { InputField } from '../../../primitives/field/field';
import { Skeleton } from '../../../primitives/skeleton/skeleton';
import { BookingRow } from '../booking-row/booking-row';

type DeskSearchProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The search page's address: the form is a GET to it (`?q=`). */
  action: string;
  /** What the form renders as: the site's router form. */
  as?: FormComponent;
  /** What was searched (the address's `q`); absent before a search. */
  query?: string;
  /**
   * The bookings found across the account's branches, newest first; 'empty' when none matches.
   * Absent before a search and for a query too short to search.
   */
  found?: Remote<StaffBooking[]>;
};

/**
 * The desk's search across the branches an account may see: a booking's code, a patient's name or
 * WhatsApp number as typed or said (the API normalises both). A GET form to the page itself, so it
 * works without script; the matches are booking rows with their day and branch, each a link to
 * the booking. A query shorter than the API searches says what to type.
 */
function DeskSearch({
  action,
  as: Form = 'form',
  query,
  found,
  className,
  ...props
}: DeskSearchProps) {
  const headingId = React.useId();
  const typed = query?.trim() ?? '';
  const tooShort = query !== undefined && typed.length < staffRules.searchMinLength;
  return (
    <section
      data-slot="desk-search"
      aria-labelledby={headingId}
      className={cn('grid gap-6', className)}
      {...props}
    >
      <h2 id={headingId} className="sr-only">
        Cari janji temu
      </h2>
      <Form method="get" action={action} role="search" className="grid max-w-2xl grid-cols-1 gap-3">
        <InputField
          label="Kode, nama, atau nomor WhatsApp"
          name="q"
          type="search"
          autoComplete="off"
          defaultValue={query}
          minLength={staffRules.searchMinLength}
          hint="Contoh: R2XN-8KVF, Dewi, atau 0812 9988 7766."
          error={tooShort ? staffMessages.searchTooShort : undefined}
        />
        <Button type="submit" className="justify-self-start">
          <Search aria-hidden />
          Cari
        </Button>
      </Form>
      {found && !tooShort ? (
        <ListState<StaffBooking[]>
          dataSlot="desk-search-results"
          state={found}
          loadingLabel="Mencari janji temu…"
          errorTitle="Pencarian gagal"
          skeleton={
            <div className="grid gap-3">
              {Array.from({ length: 3 }, (_, index) => (
                <Skeleton key={index} radius="lg" className="h-28" />
              ))}
            </div>
          }
          empty={
            <EmptyState
              icon={SearchX}
              headingLevel="h3"
              title="Tidak ada janji temu yang cocok"
              description={`Tidak ada kode, nama, atau nomor yang cocok dengan "${typed}". Periksa ejaannya, atau cari dengan nomor WhatsApp.`}
            />
          }
        >
          {(bookings) => (
            <div className="grid gap-3">
              <h3 className="text-foreground text-base font-bold" aria-live="polite">
                {bookings.length} janji temu cocok dengan "{typed}"
              </h3>
              <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
                {bookings.map((booking) => (
                  <li key={booking.code}>
                    <BookingRow booking={booking} showDate />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </ListState>
      ) : null}
    </section>
  );
}

export { DeskSearch, type DeskSearchProps };
