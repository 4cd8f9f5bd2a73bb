import { DeskShell, type DeskFrame } from '../../layout/desk-shell/desk-shell';
import {
  DeskBookingForm,
  type DeskBookingFormProps,
} from '../../sections/desk/desk-booking-form/desk-booking-form';

type DeskNewBookingPageProps = {
  frame: DeskFrame;
  form: DeskBookingFormProps;
};

/**
 * /staf/janji-baru: a booking for a patient on the phone or at the door, typed by staff, from
 * now on and with the same capacity as online.
 */
function DeskNewBookingPage({ frame, form }: DeskNewBookingPageProps) {
  return (
    <DeskShell {...frame} current="newBooking" title="Janji temu baru">
      <DeskBookingForm {...form} />
    </DeskShell>
  );
}

export { DeskNewBookingPage, type DeskNewBookingPageProps };
