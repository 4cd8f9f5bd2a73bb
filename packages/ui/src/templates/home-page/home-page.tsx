import { branches, claims, clinic, promotion, type FaqItem, type Service } from '@klinik/clinic';
import {
  ConsultationForm,
  type ConsultationFormProps,
} from '../../components/consultation-form/consultation-form';
import { FaqAccordion } from '../../components/faq-accordion/faq-accordion';
import { Hero } from '../../components/hero/hero';
import { Section } from '../../components/section/section';
import { ServiceGrid } from '../../components/service-grid/service-grid';
import { StatsStrip } from '../../components/stats-strip/stats-strip';
import { WhyChooseUs } from '../../components/why-choose-us/why-choose-us';
import type { Remote } from '../../lib/remote';

type HomePageProps = {
  /** The services of the grid (at most 6 shown, then a link to all). */
  services: Remote<readonly Service[]>;
  /** The questions of the FAQ block. */
  faqs: Remote<readonly FaqItem[]>;
  /** The clinic's chat number (the merged settings' `contact.whatsapp`): the hero's CTA opens it. */
  chatPhone: string;
  /** The consultation form's valid values; the site opens the chat with `context.message`. */
  onConsultation: ConsultationFormProps['onSubmit'];
};

/** / (spec section 2): hero, services, why choose us, the consultation form and the FAQ. */
function HomePage({ services, faqs, chatPhone, onConsultation }: HomePageProps) {
  return (
    <>
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
        <ServiceGrid state={services} />
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
          onSubmit={onConsultation}
        />
      </Section>
      <Section eyebrow="FAQ" title="Pertanyaan yang Sering Diajukan">
        <FaqAccordion className="mx-auto max-w-3xl" state={faqs} />
      </Section>
    </>
  );
}

export { HomePage, type HomePageProps };
