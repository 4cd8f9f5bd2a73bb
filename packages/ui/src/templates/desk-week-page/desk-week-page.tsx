import { DeskShell, type DeskFrame } from '../../layout/desk-shell/desk-shell';
import {
  DateSwitcher,
  type DateSwitcherProps,
} from '../../sections/desk/date-switcher/date-switcher';
import {
  WeekOverview,
  type WeekOverviewProps,
} from '../../sections/desk/week-overview/week-overview';

type DeskWeekPageProps = {
  frame: DeskFrame;
  /** The week before and after, this week, and the date field. */
  switcher: DateSwitcherProps;
  week: WeekOverviewProps;
};

/**
 * /staf/minggu: a branch's week, bookings and free places per day and closed days with their
 * reason, each day a link to its schedule.
 */
function DeskWeekPage({ frame, switcher, week }: DeskWeekPageProps) {
  return (
    <DeskShell {...frame} current="week" title="Jadwal mingguan">
      <DateSwitcher {...switcher} />
      <WeekOverview {...week} />
    </DeskShell>
  );
}

export { DeskWeekPage, type DeskWeekPageProps };
