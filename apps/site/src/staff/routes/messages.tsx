import { staffPagePaths, type FormAnswer } from '@klinik/clinic';
import { DeskMessagesPage, deskFields, deskIntent } from '@klinik/ui/desk';
import { Form, useActionData } from 'react-router-dom';
import { loadStaffMessages, useStaffMessages } from '../data/use-staff-messages';
import { backTo, staffAction, unknownForm } from '../staff-action';
import { staffLoader } from '../staff-loader';
import { StaffMeta } from '../staff-meta';
import { sendingIntent, useDeskFrame, useSending } from '../use-desk-frame';

/** The contact messages of the account's branches (and the general ones for admins). */
export const loader = staffLoader({}, loadStaffMessages);

/** A message marked handled, by whom the log and the list say. */
export const action = staffAction(async ({ staff, values, url }) => {
  if (values[deskIntent.name] !== deskIntent.handled) return unknownForm(values);
  await staff.handleMessage(Number(values[deskFields.id]));
  return backTo(url);
});

/** The contact messages, newest first, their delivery, and who handled each. */
export function Component() {
  const messages = useStaffMessages();
  const answer = useActionData<FormAnswer>();
  const sending = useSending();
  return (
    <>
      <StaffMeta title="Pesan" />
      <DeskMessagesPage
        frame={useDeskFrame()}
        messages={{
          state: messages,
          action: staffPagePaths.messages,
          as: Form,
          ...(sendingIntent(sending) === deskIntent.handled
            ? { pending: Number(sending?.get(deskFields.id)) }
            : {}),
          ...(answer ? { answer } : {}),
        }}
      />
    </>
  );
}
