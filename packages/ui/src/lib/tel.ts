/**
 * The tel: target of a number as it is shown, so the two can never disagree: digits and + only,
 * and a national number (leading 0) in the international form a phone abroad can dial too:
 * "(022) 8730 5521" -> "tel:+622287305521".
 */
export function telHref(phone: string): string {
  const dialled = phone.replace(/[^\d+]/g, '');
  return `tel:${dialled.startsWith('0') ? `+62${dialled.slice(1)}` : dialled}`;
}
