import * as z from 'zod/mini';
import { branches } from '../facts';
import { isValidPhone } from './options';

/** The exact messages of spec section 5. */
export const consultationMessages = {
  nameRequired: 'Nama lengkap wajib diisi',
  phoneRequired: 'Nomor WhatsApp wajib diisi',
  phoneInvalid: 'Format nomor WhatsApp tidak valid',
  branchRequired: 'Silakan pilih cabang',
  messageRequired: 'Pesan wajib diisi',
} as const;

type BranchValue = (typeof branches)[number]['value'];

/** Text that must not be blank (spaces alone count as blank), trimmed. */
const filledText = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message, abort: true }));

/**
 * The home page's consultation form (spec section 5): name, WhatsApp number, branch and
 * complaint, each required; the number after removing spaces is an optional +62, 62 or 0 and
 * 9 to 13 digits. The form checks it when sent and opens the chat with what passed.
 */
export const consultationInputSchema = z.object({
  name: filledText(consultationMessages.nameRequired),
  phone: filledText(consultationMessages.phoneRequired).check(
    z.refine(isValidPhone, { error: consultationMessages.phoneInvalid, abort: true }),
  ),
  branch: z.enum(branches.map((branch) => branch.value) as [BranchValue, ...BranchValue[]], {
    error: consultationMessages.branchRequired,
  }),
  message: filledText(consultationMessages.messageRequired),
});
export type ConsultationInput = z.infer<typeof consultationInputSchema>;
