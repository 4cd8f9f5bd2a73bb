import { branches, claims, clinic, promotion } from '@klinik/clinic';
import {
  ConsultationForm,
  FaqAccordion,
  Hero,
  Section,
  ServiceGrid,
  StatsStrip,
  WhyChooseUs,
} from '@klinik/ui';
import { openChat } from '../app/chat';
import type { RouteHandle } from '../app/route-handle';
import { JsonLd, Seo } from '../app/seo';
import { useFaqs, useServices, useSettings } from '../data/hooks';
import { faqsQuery, servicesQuery } from '../data/queries';
import { queryStatus } from '../data/query-status';

export const handle: RouteHandle = {
  prefetch: ({ queryClient, api }) => [
    queryClient.fetchQuery(servicesQuery(api)),
    queryClient.fetchQuery(faqsQuery(api)),
  ],
};

export function Component() {
  const settings = useSettings();
  const services = useServices();
  const faqs = useFaqs();
  const chatPhone = settings.contact.whatsapp;

  return (
    <>
      <Seo
        title={settings.seo.default_title}
        description={settings.seo.default_description}
        keywords={settings.website.keywords}
        path="/"
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: clinic.name,
          inLanguage: 'id-ID',
        }}
      />
      <Hero
        title="Pulih Lebih Cepat, Bergerak Lebih Bebas"
        subtitle={`Fisioterapi dan rehabilitasi di Bandung oleh fisioterapis berpengalaman sejak ${clinic.foundedYear}: olahraga, homecare, anak dan lansia.`}
        promotion={`Konsultasi gratis + diskon ${promotion.firstVisitDiscountPercent}% untuk kunjungan pertama`}
        chatPhone={chatPhone}
        chatMessage={`Halo ${clinic.shortName}, saya ingin konsultasi gratis dan menanyakan promo diskon ${promotion.firstVisitDiscountPercent}% kunjungan pertama.`}
      />
      <StatsStrip claims={claims} />
      <Section
        tone="muted"
        eyebrow="Layanan Kami"
        title="Layanan Fisioterapi & Rehabilitasi"
        description="Program terapi yang disusun fisioterapis kami sesuai kondisi, usia, dan target pemulihan Anda."
      >
        <ServiceGrid
          status={queryStatus(services)}
          services={services.data}
          onRetry={() => void services.refetch()}
        />
      </Section>
      <WhyChooseUs />
      <Section
        id="konsultasi"
        tone="muted"
        eyebrow="Konsultasi Gratis"
        title="Ceritakan Keluhan Anda"
        description={`Isi formulir ini dan lanjutkan percakapan di WhatsApp. Tim kami membalas dalam ${promotion.replyWithin}.`}
      >
        <ConsultationForm
          className="mx-auto max-w-2xl"
          branches={branches}
          onSubmit={(_values, { message }) => openChat(chatPhone, message)}
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
