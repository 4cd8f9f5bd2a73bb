import type { BookingDateAnswer } from '@klinik/clinic';
import { BookingPicker, type BookingPickerProps } from '../booking-picker/booking-picker';

type BookingDateStripProps = Omit<BookingPickerProps, 'legend' | 'name' | 'choices'> & {
  /** The field's name: `date` on the public booking, the desk's own parameter on its pages. */
  name?: string;
  /** Today and the next 13 days (`BookingTimes['dates']`), closed ones with their reason. */
  dates: readonly BookingDateAnswer[];
  /** Today's date in Jakarta, "2026-11-30"; marked 'Hari ini'. Default: the first date. */
  today?: string;
  /** The question above the days. */
  legend?: string;
};

/**
 * The 14 days a visit can be booked on (form name `date` unless named otherwise): each day's
 * label ("Sen, 30 Nov"), today marked, and a closed day shown but not choosable, with its reason written under it.
 */
function BookingDateStrip({
  dates,
  today = dates[0]?.date,
  legend = 'Pilih tanggal',
  name = 'date',
  layout = 'days',
  ...props
}: BookingDateStripProps) {
  return (
    <BookingPicker
      data-slot="booking-date-strip"
      legend={legend}
      name={name}
      layout={layout}
      choices={dates.map((day) => ({
        value: day.date,
        label: day.label,
        badge: day.date === today ? 'Hari ini' : undefined,
        detail: day.closed ? day.closed.reason : undefined,
        disabled: day.closed !== undefined,
      }))}
      {...props}
    />
  );
}

export { BookingDateStrip, type BookingDateStripProps };
