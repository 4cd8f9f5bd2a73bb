import * as React from 'react';
import { pagePaths, type BookingDateAnswer, type BookingRequest } from '@klinik/clinic';
import type { BreadcrumbItem } from '../../components/breadcrumbs/breadcrumbs';
import {
  BookingDetailsForm,
  type BookingDetailsFormProps,
} from '../../components/booking-details-form/booking-details-form';
import { BookingDateStrip } from '../../components/booking-date-strip/booking-date-strip';
import {
  BookingBranchPicker,
  BookingServicePicker,
  type BookingBranchPickerProps,
  type BookingServicePickerProps,
} from '../../components/booking-picker/booking-picker';
import { BookingSummary } from '../../components/booking-summary/booking-summary';
import { Button } from '../../components/button/button';
import { PageHero } from '../../components/page-hero/page-hero';

/** The booking page's first choices, as its address holds them (`?branch=&service=&date=`). */
type BookingChoice = Partial<Pick<BookingRequest, 'branch' | 'service' | 'date'>>;

type BookingPageProps = {
  /** What is chosen so far. */
  choice: BookingChoice;
  /** The branch cards. */
  branches: BookingBranchPickerProps['branches'];
  /** The services a branch gives (`bookableServices`). */
  services: BookingServicePickerProps['services'];
  /** The chosen branch's 14 days (`BookingTimes['dates']`); empty until a branch is chosen. */
  dates: readonly BookingDateAnswer[];
  /** The choices' GET form's address (the page itself). */
  action?: string;
  /** With script: a choice changed (the site updates the address and the times in place). */
  onChoiceChange?: (choice: BookingChoice) => void;
  /**
   * The POST form, once branch, service and date are chosen: its address, the day's times, the
   * safety content, and what the server or the site hands back (errors, 409 notice, values).
   */
  details?: Omit<BookingDetailsFormProps, 'choice' | 'dateLabel'>;
  /** The trail above the h1. */
  breadcrumbs: readonly BreadcrumbItem[];
};

/**
 * /janji-temu: choose a branch, a service and a date (a GET form, 'Tampilkan jam', answered by the
 * server with the day's times), then a free time, the safety question and the details (a POST
 * form that books). Both work as plain forms without JavaScript; with it, `onChoiceChange` and the
 * details' `onSubmit` update the page in place.
 */
function BookingPage({
  choice,
  branches,
  services,
  dates,
  action = pagePaths.booking,
  onChoiceChange,
  details,
  breadcrumbs,
}: BookingPageProps) {
  const change = (next: BookingChoice) => onChoiceChange?.({ ...choice, ...next });
  const day = dates.find((entry) => entry.date === choice.date);
  const chosen =
    choice.branch && choice.service && day
      ? { branch: choice.branch, service: choice.service, date: day.date }
      : undefined;
  return (
    <>
      <PageHero
        eyebrow="Janji Temu"
        title="Buat Janji Temu"
        description="Pilih cabang, layanan, tanggal, dan jam yang masih kosong. Konfirmasi langsung tampil, tanpa perlu menunggu balasan."
        breadcrumbs={breadcrumbs}
      />
      <div className="max-w-page mx-auto grid gap-10 px-4 py-10 sm:px-6 md:py-14">
        <form
          method="get"
          action={action}
          aria-label="Pilih cabang, layanan, dan tanggal"
          className="grid gap-8"
          onSubmit={(event) => {
            if (!onChoiceChange) return;
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            const read = (name: string) => {
              const value = data.get(name);
              return typeof value === 'string' ? value : undefined;
            };
            change({
              branch: read('branch') as BookingChoice['branch'],
              service: read('service') as BookingChoice['service'],
              date: read('date'),
            });
          }}
        >
          <BookingBranchPicker
            branches={branches}
            value={choice.branch ?? ''}
            onValueChange={(branch) => change({ branch: branch as BookingChoice['branch'] })}
          />
          <BookingServicePicker
            services={services}
            value={choice.service ?? ''}
            onValueChange={(service) => change({ service: service as BookingChoice['service'] })}
          />
          {dates.length ? (
            <BookingDateStrip
              dates={dates}
              value={choice.date ?? ''}
              onValueChange={(date) => change({ date })}
            />
          ) : null}
          <Button type="submit" variant="outline" size="lg" className="justify-self-start">
            Tampilkan jam
          </Button>
        </form>
        {chosen && day && details ? (
          <section aria-labelledby="booking-page-details" className="grid gap-8">
            <h2 id="booking-page-details" className="text-foreground text-2xl font-bold">
              Pilih jam dan isi data
            </h2>
            <BookingSummary booking={chosen} className="bg-muted rounded-2xl p-6" />
            <BookingDetailsForm {...details} choice={chosen} dateLabel={day.label} />
          </section>
        ) : null}
      </div>
    </>
  );
}

export { BookingPage, type BookingChoice, type BookingPageProps };
