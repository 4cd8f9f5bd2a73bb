import { pagePaths, type FaqItem } from '@klinik/clinic';
import type { Remote } from '@klinik/ui';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

const subscribeToNothing = () => () => {};

/**
 * The id of the question the address links to (`pagePaths.faqItem`: /faq#faq-3 names '3'). The
 * server never sees the fragment and the hydrating render must equal the prerendered page, so
 * the fragment counts only once hydrated (false in the server snapshot, true in the browser's).
 */
export function useLinkedQuestion(faqs: Remote<readonly FaqItem[]>): string | undefined {
  const { hash } = useLocation();
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (!hydrated || faqs.status !== 'ready') return undefined;
  let fragment: string;
  try {
    fragment = decodeURIComponent(hash.slice(1));
  } catch {
    // Not a decodable fragment: it names no question.
    return undefined;
  }
  const linked = faqs.data.find(
    (faq) => pagePaths.faqItem(faq.id) === `${pagePaths.faq}#${fragment}`,
  );
  return linked && String(linked.id);
}
