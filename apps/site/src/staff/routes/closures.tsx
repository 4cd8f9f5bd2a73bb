import {
  branches,
  checkForm,
  staffClosureInputSchema,
  staffPagePaths,
  type FormRefusal,
  type StaffBooking,
} from '@klinik/clinic';
import { DeskClosuresPage, deskFields, deskIntent } from '@klinik/ui/desk';
import { Form, useActionData } from 'react-router-dom';
import { refuse } from '../../app/form-action';
import { loadClosures, useClosures } from '../data/use-closures';
import { bookingsToContact } from '../staff-api';
import { backTo, deskRefusal, staffAction, unknownForm } from '../staff-action';
import { staffLoader } from '../staff-loader';
import { StaffMeta } from '../staff-meta';
import { deskToday, sendingIntent, useDeskFrame, useSending } from '../use-desk-frame';

/** The clinic's closed days from today (admins). */
export const loader = staffLoader({ admin: true }, loadClosures);

/** A closure refused because its day holds bookings: those bookings, to contact first. */
export type ClosureRefusal = FormRefusal & { toContact?: StaffBooking[] };

/**
 * A closed day added or taken back. A day that still holds bookings is refused (409) with those
 * bookings listed, so each patient is contacted and the booking moved or cancelled first: a
 * closure never cancels anything by itself.
 */
export const action = staffAction(async ({ staff, values, url }) => {
  const intent = values[deskIntent.name];
  if (intent === deskIntent.removeClosure) {
    await staff.removeClosure(Number(values[deskFields.id]));
    return backTo(url);
  }
  if (intent !== deskIntent.addClosure) return unknownForm(values);
  const closure = checkForm(staffClosureInputSchema, values);
  if (!closure.ok) return refuse(closure);
  try {
    await staff.addClosure(closure.value);
  } catch (error) {
    const toContact = bookingsToContact(error);
    if (!toContact) throw error;
    const refusal: ClosureRefusal = { ...deskRefusal(error, values), toContact };
    return refuse(refusal);
  }
  return backTo(url);
});

/**
 * The clinic's closed days (admins): a branch's day closed with its reason (a day that still holds
 * bookings lists them to contact first), and a closed day opened again.
 */
export function Component() {
  const closures = useClosures();
  const answer = useActionData<ClosureRefusal>();
  const sending = useSending();
  const intent = sendingIntent(sending);
  const removing = Number(sending?.get(deskFields.id));
  const toAdd = answer?.values[deskIntent.name] === deskIntent.addClosure;
  return (
    <>
      <StaffMeta title="Hari Tutup" />
      <DeskClosuresPage
        frame={useDeskFrame()}
        form={{
          action: staffPagePaths.closures,
          as: Form,
          branches,
          today: deskToday(),
          pending: intent === deskIntent.addClosure,
          ...(answer && toAdd ? { answer } : {}),
          ...(answer?.toContact ? { toContact: answer.toContact } : {}),
        }}
        list={{
          state: closures,
          action: staffPagePaths.closures,
          as: Form,
          ...(intent === deskIntent.removeClosure ? { pending: removing } : {}),
          ...(answer && !toAdd ? { answer } : {}),
        }}
      />
    </>
  );
}
