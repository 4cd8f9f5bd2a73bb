import {
  checkForm,
  staffMoveSchema,
  staffNoteInputSchema,
  staffStatusChangeSchema,
  type FormRefusal,
} from '@klinik/clinic';
import { deskFields, deskIntent, intentStatus } from '@klinik/ui/desk';
import { unknownChange, type StaffActionArgs } from './staff-action';

/**
 * One booking's change, as the day's rows and the booking's page post it (`deskIntent`): a status
 * (a cancellation with its reason), a move to a free time, or a note. Checked with the contract's
 * schema, then sent; a refusal of the form itself comes back, the API's throw (see
 * `staffAction`). `code` is the booking's: the page's own, or the row's field.
 */
export async function changeBooking(
  { staff, values }: Pick<StaffActionArgs, 'staff' | 'values'>,
  code = values[deskFields.code] ?? '',
): Promise<FormRefusal | undefined> {
  const intent = values[deskIntent.name];
  const status = intentStatus(intent);
  if (status) {
    const change = checkForm(staffStatusChangeSchema, {
      status,
      ...(status === 'cancelled' ? { reason: values.reason ?? '' } : {}),
    });
    if (!change.ok) return { ...change, values };
    await staff.changeStatus(code, change.value);
  } else if (intent === deskIntent.move) {
    const move = checkForm(staffMoveSchema, values);
    if (!move.ok) return move;
    await staff.moveBooking(code, move.value);
  } else if (intent === deskIntent.note) {
    const note = checkForm(staffNoteInputSchema, values);
    if (!note.ok) return note;
    await staff.addNote(code, note.value.text);
  } else {
    return unknownChange(values);
  }
  return undefined;
}
