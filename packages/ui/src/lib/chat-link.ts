/**
 * The chat-app link: `https://wa.me/<digits>?text=<encoded text>`.
 * Every non-digit is removed and a leading 0 (Indonesian national format) becomes the
 * country code 62, so "0812-2000-4515", "+62 812 2000 4515" and "62812-2000-4515" agree.
 */
export function buildChatUrl(phone: string, text?: string): string {
  const digits = phone.replace(/\D/g, '');
  const international = digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
  const base = `https://wa.me/${international}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
