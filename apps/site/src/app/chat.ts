/** Opens a chat address in a new tab (from a tap, so the browser does not block it). */
export function openChat(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
