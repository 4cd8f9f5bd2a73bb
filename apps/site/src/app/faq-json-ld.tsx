import type { FaqItem } from '@klinik/clinic';
import type { Remote } from '@klinik/ui';
import { JsonLd } from './seo';
import { faqPageJsonLd } from './structured-data';

/** The FAQPage structured data of a page that lists questions, once they are there. */
export function FaqJsonLd({ faqs }: { faqs: Remote<readonly FaqItem[]> }) {
  return faqs.status === 'ready' ? (
    <JsonLd data={import.meta.env.SSR && faqPageJsonLd(faqs.data)} />
  ) : null;
}
