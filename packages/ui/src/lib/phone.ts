/** The consultation form's phone rule (spec 5): optional +62, 62 or 0, then 9 to 13 digits. */
const consultationPhonePattern = /^(\+62|62|0)?\d{9,13}$/;

/** The number as the rule reads it: every space (and tab) removed, nothing else. */
export function normalizePhone(phone: string): string {
  return phone.replace(/\s+/g, '');
}

export function isValidConsultationPhone(phone: string): boolean {
  return consultationPhonePattern.test(normalizePhone(phone));
}
