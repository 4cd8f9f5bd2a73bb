import { staffPagePaths } from '@klinik/clinic';
import { DeskLogPage } from '@klinik/ui/desk';
import { useSearchParams } from 'react-router-dom';
import { loadStaffLog, logPage, useStaffLog } from '../data/use-staff-log';
import { staffLoader } from '../staff-loader';
import { StaffMeta } from '../staff-meta';
import { useDeskFrame } from '../use-desk-frame';

/** The log, newest first, a page at a time (admins). */
export const loader = staffLoader({ admin: true }, loadStaffLog);

/** Who did what, to which record, when and from which client, newest first. */
export function Component() {
  const [params] = useSearchParams();
  const log = useStaffLog(logPage(params));
  return (
    <>
      <StaffMeta title="Log" />
      <DeskLogPage frame={useDeskFrame()} log={{ state: log, pageHref: staffPagePaths.log }} />
    </>
  );
}
