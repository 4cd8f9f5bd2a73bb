import type { FaqItem } from '@klinik/clinic';
import { FaqAccordion, Section } from '@klinik/ui';
import { PageIntro } from '../app/page-intro';
import type { RouteHandle } from '../app/route-handle';
import { JsonLd } from '../app/seo';
import { faqPageJsonLd } from '../app/structured-data';
import { useFaqs } from '../data/hooks';
import { faqsQuery } from '../data/queries';
import { queryStatus } from '../data/query-status';

export const handle: RouteHandle = {
  prefetch: ({ queryClient, api }) => [queryClient.fetchQuery(faqsQuery(api))],
};

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

export function Component() {
  const faqs = useFaqs();
  const groups = groupByCategory(faqs.data ?? []);

  return (
    <>
      <PageIntro
        eyebrow="FAQ"
        title="Pertanyaan yang Sering Diajukan"
        crumb="FAQ"
        description="Jawaban atas pertanyaan seputar fisioterapi, jadwal, biaya, homecare, dan persiapan sebelum terapi di klinik kami."
        lead="Belum menemukan jawaban? Hubungi kami melalui WhatsApp, kami siap membantu."
        keywords="faq fisioterapi, biaya fisioterapi bandung, jadwal fisioterapi, homecare fisioterapi"
        path="/faq"
      />
      {faqs.data?.length ? <JsonLd data={faqPageJsonLd(faqs.data)} /> : null}
      {faqs.isSuccess && groups.length > 0 ? (
        groups.map(([category, items], index) => (
          <Section key={category} title={category} tone={index % 2 ? 'muted' : 'default'}>
            <FaqAccordion className="mx-auto max-w-3xl" items={items} />
          </Section>
        ))
      ) : (
        <Section title="Daftar Pertanyaan">
          <FaqAccordion
            className="mx-auto max-w-3xl"
            status={queryStatus(faqs)}
            items={faqs.data}
            onRetry={() => void faqs.refetch()}
          />
        </Section>
      )}
    </>
  );
}
