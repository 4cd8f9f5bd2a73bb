import { pagePaths } from '@klinik/clinic';
import { ServicesPage } from '@klinik/ui';
import { breadcrumbItems, crumbs } from '../app/breadcrumbs';
import { FaqJsonLd } from '../app/faq-json-ld';
import { PageMeta } from '../app/page-meta';
import { routeLoader } from '../app/route-loader';
import { loadFaqs, useFaqs } from '../data/use-faqs';
import { loadServices, useServices } from '../data/use-services';

const trail = crumbs({ label: 'Layanan', path: pagePaths.services });

/** What search engines and share previews say of the page. */
const meta = {
  title: 'Layanan & Harga Fisioterapi',
  description:
    'Daftar layanan fisioterapi dan rehabilitasi kami di Bandung: durasi, kisaran harga, dan fitur setiap program terapi.',
  keywords:
    'layanan fisioterapi bandung, harga fisioterapi, fisioterapi olahraga, homecare fisioterapi, fisioterapi anak, fisioterapi lansia',
};

export const loader = routeLoader(loadServices, loadFaqs);

export function Component() {
  const services = useServices();
  const faqs = useFaqs();
  return (
    <>
      <PageMeta trail={trail} {...meta} />
      <FaqJsonLd faqs={faqs} />
      <ServicesPage services={services} faqs={faqs} breadcrumbs={breadcrumbItems(trail)} />
    </>
  );
}
