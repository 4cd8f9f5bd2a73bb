import { CalendarPlus } from 'lucide-react';
import { DeskShell, type DeskFrame } from '../../layout/desk-shell/desk-shell';
import { AppLink } from '../../primitives/app-link/app-link';
import { Button } from '../../primitives/button/button';
import {
  DateSwitcher,
  type DateSwitcherProps,
} from '../../sections/desk/date-switcher/date-switcher';
import { DaySchedule, type DayScheduleProps } from '../../sections/desk/day-schedule/day-schedule';

type DeskDayPageProps = {
  /** The shell: who is signed in, the links, the branches, sign-out. */
  frame: DeskFrame;
  /** The day before and after, today, and the date field. */
  switcher: DateSwitcherProps;
  /** The branch's day and its quick actions. */
  schedule: DayScheduleProps;
  /** A new booking for this branch and day (`staffPagePaths.newBooking`). */
  newBookingHref: string;
};

/**
 * /staf: a branch's day at the front desk, laid out against its treatment places, with the date
 * switcher above it and a new booking for a patient on the phone or at the door.
 */
function DeskDayPage({ frame, switcher, schedule, newBookingHref }: DeskDayPageProps) {
  return (
    <DeskShell {...frame} current="day" title="Jadwal harian">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <DateSwitcher {...switcher} className="flex-1" />
        <Button asChild variant="accent">
          <AppLink href={newBookingHref}>
            <CalendarPlus aria-hidden />
            Janji temu baru
          </AppLink>
        </Button>
      </div>
      <DaySchedule {...schedule} />
    </DeskShell>
  );
}

export { DeskDayPage, type DeskDayPageProps };
