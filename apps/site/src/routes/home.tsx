import { claims, clinic, promotion } from '@klinik/clinic';
import { Hero, Section, ServiceGrid } from '@klinik/ui';
import type { RouteHandle } from '../app/route-handle';
import { JsonLd, Seo } from '../app/seo';
import { useServices, useSettings } from '../data/hooks';
import { servicesQuery } from '../data/queries';
import { queryStatus } from '../data/query-status';

export const handle: RouteHandle = {
  prefetch: ({ queryClient, api }) => [queryClient.fetchQuery(servicesQuery(api))],
};

export function Component() {
  const settings = useSettings();
  const services = useServices();

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
        chatPhone={settings.contact.whatsapp}
        chatMessage={`Halo ${clinic.shortName}, saya ingin konsultasi gratis dan menanyakan promo diskon ${promotion.firstVisitDiscountPercent}% kunjungan pertama.`}
        highlights={[
          { value: claims.patients, label: 'Pasien pulih' },
          { value: claims.rating, label: 'Rating pasien' },
          { value: claims.years, label: 'Tahun pengalaman' },
        ]}
      />
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
    </>
  );
}
