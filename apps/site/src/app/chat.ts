import { chatUrl } from '@klinik/clinic';

/** Opens the clinic's chat with a prefilled text in a new tab (from a click, so it is not blocked). */
export function openChat(phone: string, text: string): void {
  window.open(chatUrl(phone, text), '_blank', 'noopener,noreferrer');
}
