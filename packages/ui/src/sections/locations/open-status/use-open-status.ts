import * as React from 'react';
import { openStatus, openStatusText, type WeekHours } from '@klinik/clinic';

/**
 * A fixed "now" for everything below it (stories and screenshots); the site gives none, so the
 * status follows the real clock.
 */
const FixedClockContext = React.createContext<Date | undefined>(undefined);

function FixedClockProvider({ now, children }: { now: Date; children: React.ReactNode }) {
  return React.createElement(FixedClockContext, { value: now }, children);
}

export interface OpenStatusLine {
  open: boolean;
  /** "Buka sekarang · tutup pukul 17.00" */
  text: string;
}

/**
 * Whether the clinic is open now, in its time zone: null while the server renders and while the
 * browser hydrates that HTML (it cannot know the hour; the caller shows a neutral line), then
 * the status, kept current by one timer to the next opening or closing (not a tick every
 * second) and checked again when the page becomes visible (a phone waking from sleep).
 */
export function useOpenStatus(
  hours: WeekHours,
  timeZone: string,
  now?: Date,
): OpenStatusLine | null {
  const fixed = React.use(FixedClockContext);
  const fixedTime = (now ?? fixed)?.getTime();
  const [status, setStatus] = React.useState<OpenStatusLine | null>(null);
  // Settings are merged anew on each render: compare the hours by value.
  const hoursKey = JSON.stringify(hours);

  React.useEffect(() => {
    const week = JSON.parse(hoursKey) as WeekHours;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      clearTimeout(timer);
      const current = openStatus(week, new Date(fixedTime ?? Date.now()), timeZone);
      setStatus({ open: current.open, text: openStatusText(current) });
      if (fixedTime !== undefined || !current.nextChange) return;
      // A second late rather than early: at the minute itself the status has changed.
      timer = setTimeout(update, Math.max(0, current.nextChange.getTime() - Date.now()) + 1000);
    };
    update();
    const onVisible = () => {
      if (document.visibilityState === 'visible') update();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [hoursKey, timeZone, fixedTime]);

  return status;
}

export { FixedClockProvider };
