/**
 * How sharing a link ended: sent with the phone's share sheet, the sheet closed by the visitor
 * (a choice, not a failure), the link copied to the clipboard, or neither possible.
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/**
 * A WhatsApp link that opens the chat app (or its web page) with the text ready to send to a
 * contact the visitor picks: the page's title and its address.
 */
export function buildWhatsAppShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}
