import { pagePaths, type FaqItem } from '@klinik/clinic';
import { FaqPage, type Remote } from '@klinik/ui';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { breadcrumbItems, crumbs } from '../app/breadcrumbs';
import { FaqJsonLd } from '../app/faq-json-ld';
import { PageMeta } from '../app/page-meta';
import { routeLoader } from '../app/route-loader';
import { loadFaqs, useFaqs } from '../data/use-faqs';

const trail = crumbs({ label: 'FAQ', path: pagePaths.faq });

/** What search engines and share previews say of the page. */
const meta = {
  title: 'Pertanyaan yang Sering Diajukan',
  description:
    'Jawaban atas pertanyaan seputar fisioterapi, jadwal, biaya, homecare, dan persiapan sebelum terapi di klinik kami.',
  keywords: 'faq fisioterapi, biaya fisioterapi bandung, jadwal fisioterapi, homecare fisioterapi',
};

const subscribeToNothing = () => () => {};

/**
 * The id of the question the address links to (`pagePaths.faqItem`: /faq#faq-3 names '3'). The
 * server never sees the fragment and the hydrating render must equal the prerendered page, so
 * the fragment counts only once hydrated (false in the server snapshot, true in the browser's).
 */
function useLinkedQuestion(faqs: Remote<readonly FaqItem[]>): string | undefined {
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

export const loader = routeLoader(loadFaqs);

export function Component() {
  const faqs = useFaqs();
  const openId = useLinkedQuestion(faqs);
  return (
    <>
      <PageMeta trail={trail} {...meta} />
      <FaqJsonLd faqs={faqs} />
      <FaqPage faqs={faqs} breadcrumbs={breadcrumbItems(trail)} openId={openId} />
    </>
  );
}
