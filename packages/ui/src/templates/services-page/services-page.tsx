import type { FaqItem, Service } from '@klinik/clinic';
import type { BreadcrumbItem } from '../../primitives/breadcrumbs/breadcrumbs';
import { FaqAccordion } from '../../sections/faq/faq-accordion/faq-accordion';
import { PageHero } from '../../layout/page-hero/page-hero';
import { Section } from '../../primitives/section/section';
import { ServiceGrid } from '../../sections/services/service-grid/service-grid';
import type { Remote } from '../../lib/remote';

type ServicesPageProps = {
  /** Every service, each as a detailed card. */
  services: Remote<readonly Service[]>;
  /** The questions under the list. */
  faqs: Remote<readonly FaqItem[]>;
  /** The trail above the h1 (the site also writes it as structured data). */
  breadcrumbs: readonly BreadcrumbItem[];
};

/** The page's heading band: its h1 and lead text. */
const hero = {
  eyebrow: 'Layanan Kami',
  title: 'Layanan & Harga',
  description:
    'Setiap program dimulai dengan asesmen oleh fisioterapis, lalu disusun sesuai kondisi dan target pemulihan Anda.',
};

/** /layanan: every service with its price, duration and features, then the FAQ. */
function ServicesPage({ services, faqs, breadcrumbs }: ServicesPageProps) {
  return (
    <>
      <PageHero {...hero} breadcrumbs={breadcrumbs} />
      <Section title="Pilih Layanan yang Anda Butuhkan" tone="muted">
        <ServiceGrid card="detailed" max={Number.POSITIVE_INFINITY} state={services} />
      </Section>
      <Section eyebrow="FAQ" title="Pertanyaan yang Sering Diajukan">
        <FaqAccordion className="mx-auto max-w-3xl" state={faqs} />
      </Section>
    </>
  );
}

export { ServicesPage, type ServicesPageProps };
