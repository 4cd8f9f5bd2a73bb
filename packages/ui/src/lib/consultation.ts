import { isValidPhone } from '@klinik/clinic';

export interface ConsultationValues {
  name: string;
  phone: string;
  /** A branch value, e.g. "kiaracondong"; empty until chosen. */
  branch: string;
  message: string;
}

export type ConsultationField = keyof ConsultationValues;
export type ConsultationErrors = Partial<Record<ConsultationField, string>>;

/** The exact messages of spec section 5. */
export const consultationMessages = {
  nameRequired: 'Nama lengkap wajib diisi',
  phoneRequired: 'Nomor WhatsApp wajib diisi',
  phoneInvalid: 'Format nomor WhatsApp tidak valid',
  branchRequired: 'Silakan pilih cabang',
  messageRequired: 'Pesan wajib diisi',
} as const;

export const emptyConsultation: ConsultationValues = {
  name: '',
  phone: '',
  branch: '',
  message: '',
};

/** Every rule of the home consultation form; an empty object means the form may be sent. */
export function validateConsultation(values: ConsultationValues): ConsultationErrors {
  const errors: ConsultationErrors = {};
  if (!values.name.trim()) errors.name = consultationMessages.nameRequired;
  if (!values.phone.trim()) errors.phone = consultationMessages.phoneRequired;
  else if (!isValidPhone(values.phone)) errors.phone = consultationMessages.phoneInvalid;
  if (!values.branch) errors.branch = consultationMessages.branchRequired;
  if (!values.message.trim()) errors.message = consultationMessages.messageRequired;
  return errors;
}

/** The chat text the form prefills: name, number, branch label and complaint, one per line. */
export function buildConsultationMessage(values: ConsultationValues, branchLabel: string): string {
  return [
    'Halo, saya ingin konsultasi.',
    '',
    `Nama: ${values.name.trim()}`,
    `No. WhatsApp: ${values.phone.trim()}`,
    `Cabang: ${branchLabel}`,
    `Keluhan: ${values.message.trim()}`,
  ].join('\n');
}
