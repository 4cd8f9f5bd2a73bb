import { checkForm, privacyRequestDoneInputSchema, staffPagePaths } from '@klinik/clinic';
import { DeskPrivacyPage, deskFields, deskIntent } from '@klinik/ui/desk';
import { Form, useActionData } from 'react-router-dom';
import type { FormAnswer } from '@klinik/clinic';
import { refuse } from '../../app/form-action';
import { REQUEST_PARAM, loadPrivacyRequests, usePrivacyRequests } from '../data/use-privacy';
import { backTo, staffAction, unknownForm } from '../staff-action';
import { staffLoader } from '../staff-loader';
import { StaffMeta } from '../staff-meta';
import { sendingIntent, useDeskFrame, useSending } from '../use-desk-frame';

/** The open requests about personal data (admins). */
export const loader = staffLoader({ admin: true }, loadPrivacyRequests);

/** A request marked done, with what was done in the admin's words. */
export const action = staffAction(async ({ staff, values, url }) => {
  if (values[deskIntent.name] !== deskIntent.requestDone) return unknownForm(values);
  const done = checkForm(privacyRequestDoneInputSchema, values);
  if (!done.ok) return refuse(done);
  await staff.privacyRequestDone(Number(values[deskFields.id]), done.value);
  return backTo(url);
});

/** The look-up of a request's number or e-mail, naming the request it answers. */
const personHref = (request: { id: number; contact: string }) =>
  `${staffPagePaths.privacyPerson(request.contact)}&${REQUEST_PARAM}=${request.id}`;

/** The open requests, most urgent first, with the hours left of the 72. */
export function Component() {
  const requests = usePrivacyRequests();
  const answer = useActionData<FormAnswer>();
  const sending = useSending();
  return (
    <>
      <StaffMeta title="Privasi" />
      <DeskPrivacyPage
        frame={useDeskFrame()}
        personHref={staffPagePaths.privacyPerson()}
        requests={{
          state: requests,
          action: staffPagePaths.privacyRequests,
          as: Form,
          personHref,
          ...(sendingIntent(sending) === deskIntent.requestDone
            ? { pending: Number(sending?.get(deskFields.id)) }
            : {}),
          ...(answer ? { answer } : {}),
        }}
      />
    </>
  );
}
