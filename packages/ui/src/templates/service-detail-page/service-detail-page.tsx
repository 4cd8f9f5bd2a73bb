import { CalendarCheck } from 'lucide-react';
import { chatTexts, type ServiceDetail } from '@klinik/clinic';
import { AppLink } from '../../primitives/app-link/app-link';
import type { BreadcrumbItem } from '../../primitives/breadcrumbs/breadcrumbs';
import { Button } from '../../primitives/button/button';
import { ChatLink } from '../../sections/contact/chat-link/chat-link';
import { ErrorState } from '../../feedback/error-state/error-state';
import { FaqAccordion } from '../../sections/faq/faq-accordion/faq-accordion';
import { FeatureList } from '../../sections/services/feature-list/feature-list';
import { RetryButton } from '../../feedback/list-state/list-state';
import { PageHero } from '../../layout/page-hero/page-hero';
import { ProcessSteps } from '../../sections/services/process-steps/process-steps';
import { Section } from '../../primitives/section/section';
import { ServiceInfoCards } from '../../sections/services/service-info-cards/service-info-cards';
import { ServiceNotFound } from '../../sections/services/service-not-found/service-not-found';
import { ShareButtons, type ShareButtonsProps } from '../../primitives/share-buttons/share-buttons';
import { PageSkeleton } from '../../feedback/page-skeleton/page-skeleton';
import type { Remote } from '../../lib/remote';

type ServiceDetailPageProps = {
  /** The service; 'empty' when no service has this address (not found). */
  service: Remote<ServiceDetail>;
  /** The clinic's chat number: 'Konsultasi Sekarang' opens it with the service named. */
  chatPhone: string;
  /**
   * The booking page with this service chosen (`pagePaths.bookingWith({ service })`): when given,
   * 'Buat Janji Temu' beside each chat button. Homecare, given at home, keeps its chat alone.
   */
  bookingHref?: string;
  /** The trail above the h1, ending with the service (the site writes it as structured data). */
  breadcrumbs: readonly BreadcrumbItem[];
  /** Sharing the page: its public address and what the share and copy buttons do. */
  share: Pick<ShareButtonsProps, 'url' | 'onShareSheet' | 'onCopyLink'>;
};

/** /layanan/{slug}: the facts of one service, its steps, FAQ and the way to book it. */
function ServiceDetailPage({
  service,
  chatPhone,
  bookingHref,
  breadcrumbs,
  share,
}: ServiceDetailPageProps) {
  if (service.status === 'loading') return <PageSkeleton label="Memuat layanan…" />;
  if (service.status === 'empty') return <ServiceNotFound />;
  if (service.status === 'error') {
    return (
      <section className="max-w-page mx-auto px-4 py-16">
        <ErrorState
          title="Gagal memuat layanan"
          message="Periksa koneksi internet Anda, lalu coba lagi."
          action={<RetryButton onClick={service.retry} />}
        />
      </section>
    );
  }

  const data = service.data;
  const booking = bookingHref ? (
    <Button asChild size="lg">
      <AppLink data-slot="service-detail-booking" href={bookingHref}>
        <CalendarCheck aria-hidden className="size-5" />
        Buat Janji Temu
      </AppLink>
    </Button>
  ) : null;
  return (
    <>
      <PageHero
        eyebrow={data.category.name}
        title={data.name}
        description={data.description}
        breadcrumbs={breadcrumbs}
      >
        <ChatLink
          phone={chatPhone}
          message={chatTexts.service(data.name)}
          variant="accent"
          size="lg"
        >
          Konsultasi Sekarang
        </ChatLink>
        {booking}
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
        <ShareButtons
          className="mx-auto mt-8 max-w-3xl"
          label="Bagikan layanan ini"
          title={data.name}
          {...share}
        />
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
            state={{
              status: 'ready',
              data: data.faqs.map((faq, index) => ({ id: index + 1, ...faq })),
            }}
          />
        </Section>
      ) : null}
      <Section
        title="Siap Memulai Pemulihan?"
        description="Konsultasikan keluhan Anda dengan fisioterapis kami, gratis untuk kunjungan pertama."
      >
        <div className="flex flex-wrap justify-center gap-3">
          <ChatLink
            phone={chatPhone}
            message={chatTexts.service(data.name)}
            variant="accent"
            size="lg"
          >
            Konsultasi Gratis Sekarang
          </ChatLink>
          {booking}
        </div>
      </Section>
    </>
  );
}

export { ServiceDetailPage, type ServiceDetailPageProps };
