import { serviceFacts, type ServiceSlug } from '@klinik/clinic';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => escapes[char] ?? char);
}

/** A link to a service page, named as in the clinic constants (names are never retyped). */
export function serviceLink(slug: ServiceSlug): string {
  return `<a href="/layanan/${slug}">${escapeHtml(serviceFacts(slug).name)}</a>`;
}
