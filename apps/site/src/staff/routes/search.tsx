import { staffPagePaths } from '@klinik/clinic';
import { DeskSearchPage } from '@klinik/ui/desk';
import { Form, useSearchParams } from 'react-router-dom';
import {
  loadStaffSearch,
  searchable,
  SEARCH_PARAM,
  useStaffSearch,
} from '../data/use-staff-search';
import { staffLoader } from '../staff-loader';
import { StaffMeta } from '../staff-meta';
import { useDeskFrame } from '../use-desk-frame';

/** The bookings a code, name or WhatsApp number finds across the account's branches. */
export const loader = staffLoader({}, loadStaffSearch);

/** Search by a code, a name or a WhatsApp number as typed or said (a GET form to this page). */
export function Component() {
  const [params] = useSearchParams();
  const query = params.get(SEARCH_PARAM) ?? '';
  const found = useStaffSearch(query);
  return (
    <>
      <StaffMeta title="Cari Janji Temu" />
      <DeskSearchPage
        frame={useDeskFrame()}
        search={{
          action: staffPagePaths.search(),
          as: Form,
          ...(query ? { query } : {}),
          ...(searchable(query) ? { found } : {}),
        }}
      />
    </>
  );
}
