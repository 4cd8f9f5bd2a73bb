import type { FaqItem } from '@klinik/clinic';
import type { BreadcrumbItem } from '../../primitives/breadcrumbs/breadcrumbs';
import { FaqAccordion } from '../../sections/faq/faq-accordion/faq-accordion';
import { PageHero } from '../../layout/page-hero/page-hero';
import { Section } from '../../primitives/section/section';
import type { Remote } from '../../lib/remote';

type FaqPageProps = {
  /** Every question, in the order the API sorts them. */
  faqs: Remote<readonly FaqItem[]>;
  /** The trail above the h1 (the site also writes it as structured data). */
  breadcrumbs: readonly BreadcrumbItem[];
  /**
   * The question the address names (its id as a string, '3' for `/faq#faq-3`): it opens, in
   * whichever category it is, whenever this changes. The route passes it after hydration.
   */
  openId?: string;
};

/** The heading of the questions without a category. */
const UNCATEGORISED = 'Umum';

/** Questions grouped by their category, in the order the API sorts them. */
function groupByCategory(items: readonly FaqItem[]): [string, FaqItem[]][] {
  const groups = new Map<string, FaqItem[]>();
  for (const item of items) {
    const name = item.category?.name ?? UNCATEGORISED;
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  return [...groups];
}

/** The page's heading band: its h1 and lead text. */
const hero = {
  eyebrow: 'FAQ',
  title: 'Pertanyaan yang Sering Diajukan',
  description: 'Belum menemukan jawaban? Hubungi kami melalui WhatsApp, kami siap membantu.',
};

/** /faq: the questions, one section per category; one list while loading or failed. */
function FaqPage({ faqs, breadcrumbs, openId }: FaqPageProps) {
  return (
    <>
      <PageHero {...hero} breadcrumbs={breadcrumbs} />
      {faqs.status === 'ready' ? (
        groupByCategory(faqs.data).map(([category, items], index) => (
          <Section key={category} title={category} tone={index % 2 ? 'muted' : 'default'}>
            <FaqAccordion
              className="mx-auto max-w-3xl"
              state={{ status: 'ready', data: items }}
              // The site search links to a question as /faq#faq-<id> (pagePaths.faqItem).
              anchorPrefix="faq-"
              openId={openId}
            />
          </Section>
        ))
      ) : (
        <Section title="Daftar Pertanyaan">
          <FaqAccordion className="mx-auto max-w-3xl" state={faqs} />
        </Section>
      )}
    </>
  );
}

export { FaqPage, type FaqPageProps };
