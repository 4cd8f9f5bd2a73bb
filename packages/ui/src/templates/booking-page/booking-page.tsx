import * as React from 'react';
import {
  bookingChoice,
  formValues,
  pagePaths,
  type BookingChoice,
  type BookingDateAnswer,
} from '@klinik/clinic';
import type { BreadcrumbItem } from '../../primitives/breadcrumbs/breadcrumbs';
import {
  BookingDetailsForm,
  type BookingDetailsFormProps,
} from '../../sections/booking/booking-details-form/booking-details-form';
import { BookingDateStrip } from '../../sections/booking/booking-date-strip/booking-date-strip';
import {
  BookingBranchPicker,
  BookingServicePicker,
  type BookingBranchPickerProps,
  type BookingServicePickerProps,
} from '../../sections/booking/booking-picker/booking-picker';
import { BookingSummary } from '../../sections/booking/booking-summary/booking-summary';
import { Button } from '../../primitives/button/button';
import { PageHero } from '../../layout/page-hero/page-hero';
import type { FormComponent } from '../../lib/form';

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
  /** What the choices' form renders as: the site's router form. */
  as?: FormComponent;
  /**
   * With script: a choice changed, with every choice the form holds now (the site updates the
   * address, and the times follow).
   */
  onChoiceChange?: (choice: BookingChoice) => void;
  /**
   * The POST form, once branch, service and date are chosen: its address, the day's times, the
   * safety content, and its action's answer.
   */
  details?: Omit<BookingDetailsFormProps, 'choice' | 'dateLabel'>;
  /** The trail above the h1. */
  breadcrumbs: readonly BreadcrumbItem[];
};

/** The choices a form holds now, read as the address is (`bookingChoice`). */
const formChoice = (form: HTMLFormElement): BookingChoice =>
  bookingChoice(new URLSearchParams(formValues(new FormData(form))));

/**
 * /janji-temu: choose a branch, a service and a date (a GET form, 'Tampilkan jam', answered by the
 * server with the day's times), then a free time, the safety question and the details (a POST
 * form that books). Both work as plain forms without JavaScript; with it, a choice changes the
 * address at once (`onChoiceChange`). The choices are the form's own (radios the visitor checks,
 * before script too); the address says what they start as.
 */
function BookingPage({
  choice,
  branches,
  services,
  dates,
  action = pagePaths.booking,
  as: Form = 'form',
  onChoiceChange,
  details,
  breadcrumbs,
}: BookingPageProps) {
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
        <Form
          method="get"
          action={action}
          aria-label="Pilih cabang, layanan, dan tanggal"
          className="grid gap-8"
          onChange={(event) => onChoiceChange?.(formChoice(event.currentTarget))}
        >
          <BookingBranchPicker branches={branches} defaultValue={choice.branch} />
          <BookingServicePicker services={services} defaultValue={choice.service} />
          {dates.length ? (
            // Another branch has other days: its strip starts from the address's date.
            <BookingDateStrip key={choice.branch} dates={dates} defaultValue={choice.date} />
          ) : null}
          <Button type="submit" variant="outline" size="lg" className="justify-self-start">
            Tampilkan jam
          </Button>
        </Form>
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

export { BookingPage, type BookingPageProps };
