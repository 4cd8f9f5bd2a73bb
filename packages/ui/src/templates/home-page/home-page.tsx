import { chatTexts, claims, clinic, promotion, type Service } from '@klinik/clinic';
import { Hero } from '../../layout/hero/hero';
import { Section } from '../../primitives/section/section';
import { ServiceGrid } from '../../sections/services/service-grid/service-grid';
import { StatsStrip } from '../../sections/home/stats-strip/stats-strip';
import { WhyChooseUs } from '../../sections/home/why-choose-us/why-choose-us';
import type { Remote } from '../../lib/remote';

type HomePageProps = {
  /** The services of the grid (at most 6 shown, then a link to all). */
  services: Remote<readonly Service[]>;
  /** The clinic's chat number (the merged settings' `contact.whatsapp`): the hero's CTA opens it. */
  chatPhone: string;
  /** The booking page (`pagePaths.booking`): when given, the hero offers 'Buat Janji Temu'. */
  bookingHref?: string;
  /**
   * The consultation section's form: a `ConsultationForm`. A slot, so the site decides when its
   * code loads (it is far below the first screen).
   */
  consultation: React.ReactNode;
  /** The FAQ section's questions: a `FaqAccordion`, a slot for the same reason. */
  faq: React.ReactNode;
};

/** / (spec section 2): hero, services, why choose us, the consultation form and the FAQ. */
function HomePage({ services, chatPhone, bookingHref, consultation, faq }: HomePageProps) {
  return (
    <>
      <Hero
        title="Pulih Lebih Cepat, Bergerak Lebih Bebas"
        subtitle={`Fisioterapi dan rehabilitasi di Bandung oleh fisioterapis berpengalaman sejak ${clinic.foundedYear}: olahraga, homecare, anak dan lansia.`}
        promotion={`Konsultasi gratis + diskon ${promotion.firstVisitDiscountPercent}% untuk kunjungan pertama`}
        chatPhone={chatPhone}
        chatMessage={chatTexts.consultation()}
        bookingHref={bookingHref}
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
        <div className="mx-auto max-w-2xl">{consultation}</div>
      </Section>
      <Section eyebrow="FAQ" title="Pertanyaan yang Sering Diajukan">
        <div className="mx-auto max-w-3xl">{faq}</div>
      </Section>
    </>
  );
}

export { HomePage, type HomePageProps };
