import {
  checkForm,
  privacyEraseInputSchema,
  staffApiPaths,
  staffFilePaths,
  staffPagePaths,
} from '@klinik/clinic';
import { DeskPersonPage, deskIntent, type PersonEraseAnswer } from '@klinik/ui/desk';
import { Form, useActionData, useSearchParams } from 'react-router-dom';
import { refuse } from '../../app/form-action';
import {
  PERSON_PARAM,
  REQUEST_PARAM,
  loadPrivacyPerson,
  usePrivacyPerson,
} from '../data/use-privacy';
import { staffAction, unknownForm } from '../staff-action';
import { staffLoader } from '../staff-loader';
import { StaffMeta } from '../staff-meta';
import { sendingIntent, useDeskFrame, useSending } from '../use-desk-frame';

/** Everything held for the number or e-mail in the address (admins). */
export const loader = staffLoader({ admin: true }, loadPrivacyPerson);

/**
 * Everything held for the number or e-mail erased (and the request it answers marked done): the
 * page answers with what was erased, by key only, and shows the look-up as it is now.
 */
export const action = staffAction(async ({ staff, values }): Promise<unknown> => {
  if (values[deskIntent.name] !== deskIntent.erasePerson) return unknownForm(values);
  const erase = checkForm(privacyEraseInputSchema, values);
  if (!erase.ok) return refuse(erase);
  const { data } = await staff.privacyErase(erase.value);
  return { ok: true, erased: data } satisfies PersonEraseAnswer;
});

/** The export's addresses: the API's own, opened by the browser with the session's cookie. */
const exportsOf = (q: string) => ({
  json: `/api${staffApiPaths.privacyExport(q)}`,
  page: `/api${staffFilePaths.privacyExportPage(q)}`,
});

/** A person's data: the look-up, what was found, its export and its erasure. */
export function Component() {
  const [params] = useSearchParams();
  const q = params.get(PERSON_PARAM) ?? '';
  const requestId = Number(params.get(REQUEST_PARAM)) || undefined;
  const person = usePrivacyPerson(q);
  const answer = useActionData<PersonEraseAnswer>();
  const sending = useSending();
  return (
    <>
      <StaffMeta title="Data seseorang" />
      <DeskPersonPage
        frame={useDeskFrame()}
        requestsHref={staffPagePaths.privacyRequests}
        person={{
          action: staffPagePaths.privacyPerson(),
          as: Form,
          ...(q
            ? {
                query: q,
                found: person,
                exports: exportsOf(q.trim()),
                eraseAction: `${staffPagePaths.privacyPerson(q)}${requestId ? `&${REQUEST_PARAM}=${requestId}` : ''}`,
              }
            : {}),
          ...(requestId ? { requestId } : {}),
          pending: sendingIntent(sending) === deskIntent.erasePerson,
          ...(answer ? { answer } : {}),
        }}
      />
    </>
  );
}
