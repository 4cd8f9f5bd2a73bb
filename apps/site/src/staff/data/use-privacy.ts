import type { PrivacyPerson, PrivacyRequest } from '@klinik/clinic';
import type { Remote } from '@klinik/ui';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { isNotFound } from '../../data/api-client';
import { toRemote } from '../../data/remote';
import type { StaffApi } from '../staff-api';
import { useStaffApi } from '../staff-api-context';
import type { StaffLoad } from '../staff-loader';

/** The look-up page's parameter: the WhatsApp number or e-mail (`staffPagePaths.privacyPerson`). */
export const PERSON_PARAM = 'q';

/** The request a look-up answers, when it came from the requests page. */
export const REQUEST_PARAM = 'permintaan';

/** GET /staff/privacy/requests: the open requests about personal data (admins). */
export const privacyRequestsQuery = (staff: StaffApi) =>
  queryOptions({
    queryKey: ['staff', 'privacy-requests'],
    queryFn: async () => (await staff.privacyRequests()).data,
  });

export function usePrivacyRequests(): Remote<PrivacyRequest[]> {
  return toRemote(useQuery(privacyRequestsQuery(useStaffApi())));
}

export const loadPrivacyRequests: StaffLoad = ({ queryClient, staff }) =>
  queryClient.fetchQuery(privacyRequestsQuery(staff));

/** GET /staff/privacy/person?q=: everything held for a number or an e-mail; 404 when nothing. */
export const privacyPersonQuery = (staff: StaffApi, q: string) =>
  queryOptions({
    queryKey: ['staff', 'privacy-person', q.trim()],
    queryFn: q.trim() ? async () => (await staff.privacyPerson(q.trim())).data : skipToken,
    // Nothing held is an answer, not a failure to try again.
    retry: (count, error) => !isNotFound(error) && count < 1,
  });

/** Everything held; 'empty' when nothing is (the API's 404) or nothing was asked yet. */
export function usePrivacyPerson(q: string): Remote<PrivacyPerson> {
  const query = useQuery(privacyPersonQuery(useStaffApi(), q));
  if (!q.trim()) return { status: 'empty' };
  return toRemote(query, { isEmpty: () => false, isMissing: isNotFound });
}

export const loadPrivacyPerson: StaffLoad = async ({ queryClient, staff, url }) => {
  const q = url.searchParams.get(PERSON_PARAM) ?? '';
  if (q.trim()) await queryClient.fetchQuery(privacyPersonQuery(staff, q));
};
