/**
 * A WhatsApp link that opens the chat app (or its web page) with the text ready to send to a
 * contact the visitor picks: the page's title and its address.
 */
export function buildWhatsAppShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}
