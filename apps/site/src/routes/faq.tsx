import { pagePaths } from '@klinik/clinic';
import { FaqPage } from '@klinik/ui';
import { breadcrumbItems, crumbs } from '../app/breadcrumbs';
import { FaqJsonLd } from '../app/faq-json-ld';
import { PageMeta } from '../app/page-meta';
import { routeLoader } from '../app/route-loader';
import { useLinkedQuestion } from '../app/use-linked-question';
import { loadFaqs, useFaqs } from '../data/use-faqs';

const trail = crumbs({ label: 'FAQ', path: pagePaths.faq });

/** What search engines and share previews say of the page. */
const meta = {
  title: 'Pertanyaan yang Sering Diajukan',
  description:
    'Jawaban atas pertanyaan seputar fisioterapi, jadwal, biaya, homecare, dan persiapan sebelum terapi di klinik kami.',
  keywords: 'faq fisioterapi, biaya fisioterapi bandung, jadwal fisioterapi, homecare fisioterapi',
};

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
