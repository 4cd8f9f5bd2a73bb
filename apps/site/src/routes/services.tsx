import { ServicesPage } from '@klinik/ui';
import { breadcrumbItems, crumbs } from '../app/breadcrumbs';
import { PageMeta } from '../app/page-meta';
import type { RouteHandle } from '../app/route-handle';
import { JsonLd } from '../app/seo';
import { faqPageJsonLd } from '../app/structured-data';
import { pageData } from '../data/page-data';
import { faqs } from '../data/use-faqs';
import { services } from '../data/use-services';

const data = pageData({ services, faqs });
const trail = crumbs({ label: 'Layanan', path: '/layanan' });

/** What search engines and share previews say of the page. */
const meta = {
  title: 'Layanan & Harga Fisioterapi',
  description:
    'Daftar layanan fisioterapi dan rehabilitasi kami di Bandung: durasi, kisaran harga, dan fitur setiap program terapi.',
  keywords:
    'layanan fisioterapi bandung, harga fisioterapi, fisioterapi olahraga, homecare fisioterapi, fisioterapi anak, fisioterapi lansia',
};

export const handle: RouteHandle = { prefetch: data.prefetch };

export function Component() {
  const { services, faqs } = data.use();
  return (
    <>
      <PageMeta trail={trail} {...meta} />
      {faqs.status === 'ready' ? (
        <JsonLd data={import.meta.env.SSR && faqPageJsonLd(faqs.data)} />
      ) : null}
      <ServicesPage services={services} faqs={faqs} breadcrumbs={breadcrumbItems(trail)} />
    </>
  );
}
