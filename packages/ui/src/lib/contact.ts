export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  /** One of the subject values; empty until chosen. */
  subject: string;
  message: string;
  /** The form's hidden honeypot, passed on only when something filled it (a bot). */
  website?: string;
}

export type ContactField = Exclude<keyof ContactValues, 'website'>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const contactMessages = {
  nameRequired: 'Nama wajib diisi',
  emailRequired: 'Email wajib diisi',
  emailInvalid: 'Format email tidak valid, contoh: nama@email.com',
  phoneRequired: 'Nomor telepon wajib diisi',
  subjectRequired: 'Silakan pilih subjek',
  messageRequired: 'Pesan wajib diisi',
} as const;

export const emptyContact: ContactValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every field is required; the subject must be one of `subjectValues`. */
export function validateContact(
  values: ContactValues,
  subjectValues: readonly string[],
): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = contactMessages.nameRequired;
  if (!values.email.trim()) errors.email = contactMessages.emailRequired;
  else if (!emailPattern.test(values.email.trim())) errors.email = contactMessages.emailInvalid;
  if (!values.phone.trim()) errors.phone = contactMessages.phoneRequired;
  if (!subjectValues.includes(values.subject)) errors.subject = contactMessages.subjectRequired;
  if (!values.message.trim()) errors.message = contactMessages.messageRequired;
  return errors;
}
