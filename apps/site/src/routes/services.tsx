import { FaqAccordion, Section, ServiceGrid } from '@klinik/ui';
import { PageIntro } from '../app/page-intro';
import type { RouteHandle } from '../app/route-handle';
import { JsonLd } from '../app/seo';
import { faqPageJsonLd } from '../app/structured-data';
import { useFaqs, useServices } from '../data/hooks';
import { faqsQuery, servicesQuery } from '../data/queries';
import { queryStatus } from '../data/query-status';

export const handle: RouteHandle = {
  prefetch: ({ queryClient, api }) => [
    queryClient.fetchQuery(servicesQuery(api)),
    queryClient.fetchQuery(faqsQuery(api)),
  ],
};

export function Component() {
  const services = useServices();
  const faqs = useFaqs();

  return (
    <>
      <PageIntro
        eyebrow="Layanan Kami"
        title="Layanan & Harga"
        crumb="Layanan"
        seoTitle="Layanan & Harga Fisioterapi"
        description="Daftar layanan fisioterapi dan rehabilitasi kami di Bandung: durasi, kisaran harga, dan fitur setiap program terapi."
        lead="Setiap program dimulai dengan asesmen oleh fisioterapis, lalu disusun sesuai kondisi dan target pemulihan Anda."
        keywords="layanan fisioterapi bandung, harga fisioterapi, fisioterapi olahraga, homecare fisioterapi, fisioterapi anak, fisioterapi lansia"
        path="/layanan"
      />
      {faqs.data?.length ? <JsonLd data={faqPageJsonLd(faqs.data)} /> : null}
      <Section title="Pilih Layanan yang Anda Butuhkan" tone="muted">
        <ServiceGrid
          card="detailed"
          max={Number.POSITIVE_INFINITY}
          status={queryStatus(services)}
          services={services.data}
          onRetry={() => void services.refetch()}
        />
      </Section>
      <Section eyebrow="FAQ" title="Pertanyaan yang Sering Diajukan">
        <FaqAccordion
          className="mx-auto max-w-3xl"
          status={queryStatus(faqs)}
          items={faqs.data}
          onRetry={() => void faqs.refetch()}
        />
      </Section>
    </>
  );
}
