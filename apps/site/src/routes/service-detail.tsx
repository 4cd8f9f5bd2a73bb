import { clinic } from '@klinik/clinic';
import {
  Button,
  ChatLink,
  ErrorState,
  FaqAccordion,
  FeatureList,
  PageHero,
  ProcessSteps,
  Section,
  ServiceInfoCards,
  ServiceNotFound,
  Skeleton,
} from '@klinik/ui';
import { Navigate, useParams } from 'react-router-dom';
import { breadcrumbItems, breadcrumbJsonLd, crumbs } from '../app/breadcrumbs';
import type { RouteHandle } from '../app/route-handle';
import { JsonLd, Seo } from '../app/seo';
import { faqPageJsonLd } from '../app/structured-data';
import { isNotFound } from '../data/api-client';
import { useService, useSettings } from '../data/hooks';
import { serviceQuery } from '../data/queries';

export const handle: RouteHandle = {
  prefetch: ({ queryClient, api, params }) => [
    // An unknown slug renders the not-found state after loading; any other failure fails the build.
    queryClient.fetchQuery(serviceQuery(api, params.slug ?? '')).catch((error: unknown) => {
      if (!isNotFound(error)) throw error;
    }),
  ],
};

const chatText = (serviceName: string) =>
  `Halo ${clinic.shortName}, saya ingin konsultasi tentang layanan ${serviceName}.`;

export function Component() {
  const { slug = '' } = useParams();
  const settings = useSettings();
  const service = useService(slug);

  if (service.isPending) {
    return (
      <section
        aria-busy="true"
        aria-label="Memuat layanan"
        className="max-w-page mx-auto px-4 py-16"
      >
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-4 h-5 w-full" />
        <Skeleton className="mt-2 h-5 w-5/6" />
        <div className="mt-10 grid gap-4 sm:grid-cols-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      </section>
    );
  }

  if (service.isError) {
    if (isNotFound(service.error)) {
      return (
        <>
          <Seo
            title="Layanan tidak ditemukan"
            description="Layanan yang Anda cari tidak ditemukan."
            path="/layanan"
            noindex
          />
          <ServiceNotFound />
        </>
      );
    }
    return (
      <section className="max-w-page mx-auto px-4 py-16">
        <ErrorState
          title="Gagal memuat layanan"
          message="Periksa koneksi internet Anda, lalu coba lagi."
          action={
            <Button variant="outline" onClick={() => void service.refetch()}>
              Coba Lagi
            </Button>
          }
        />
      </section>
    );
  }

  const data = service.data;
  // A legacy slug answers with the current service: show it under its current address.
  if (data.slug !== slug) return <Navigate to={`/layanan/${data.slug}`} replace />;

  const path = `/layanan/${data.slug}`;
  const trail = crumbs({ label: 'Layanan', path: '/layanan' }, { label: data.name, path });
  const phone = settings.contact.whatsapp;

  return (
    <>
      <Seo
        title={`${data.name} - ${data.price}`}
        description={data.description}
        keywords={[data.name, data.category.name, ...data.features.slice(0, 3)].join(', ')}
        path={path}
      />
      <JsonLd data={breadcrumbJsonLd(trail)} />
      {data.faqs.length ? <JsonLd data={faqPageJsonLd(data.faqs)} /> : null}
      <PageHero
        eyebrow={data.category.name}
        title={data.name}
        description={data.description}
        breadcrumbs={breadcrumbItems(trail)}
      >
        <ChatLink phone={phone} message={chatText(data.name)} variant="accent" size="lg">
          Konsultasi Sekarang
        </ChatLink>
      </PageHero>
      <Section title="Tentang Layanan Ini">
        <ServiceInfoCards
          duration={data.duration}
          price={data.price}
          category={data.category.name}
        />
        <div className="text-muted-foreground mx-auto mt-10 max-w-3xl space-y-4 text-lg">
          {data.fullDescription.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section title="Fitur & Manfaat" tone="muted">
        <div className="grid gap-10 lg:grid-cols-2">
          <FeatureList title="Fitur Utama" items={data.features} headingLevel="h3" />
          <FeatureList title="Manfaat" items={data.benefits} variant="benefits" headingLevel="h3" />
        </div>
      </Section>
      <Section title="Tahapan Pemulihan">
        <ProcessSteps title="Langkah demi langkah" steps={data.process} headingLevel="h3" />
        <FeatureList
          className="mt-10"
          title="Yang Termasuk dalam Layanan"
          items={data.includes}
          variant="included"
          headingLevel="h3"
        />
      </Section>
      {data.faqs.length ? (
        <Section title={`Pertanyaan Seputar ${data.name}`} tone="muted">
          <FaqAccordion
            className="mx-auto max-w-3xl"
            items={data.faqs.map((faq, index) => ({ id: index + 1, ...faq }))}
          />
        </Section>
      ) : null}
      <Section
        title="Siap Memulai Pemulihan?"
        description="Konsultasikan keluhan Anda dengan fisioterapis kami, gratis untuk kunjungan pertama."
      >
        <div className="flex justify-center">
          <ChatLink phone={phone} message={chatText(data.name)} variant="accent" size="lg">
            Konsultasi Gratis Sekarang
          </ChatLink>
        </div>
      </Section>
    </>
  );
}
