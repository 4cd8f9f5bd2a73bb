import { clinic } from '@klinik/clinic';
import { ChatLink, LocationList, Section } from '@klinik/ui';
import { useQuery } from '@tanstack/react-query';
import { PageIntro } from '../app/page-intro';
import type { RouteHandle } from '../app/route-handle';
import { useApi } from '../data/api-context';
import { useSettings } from '../data/hooks';
import { locationsQuery } from '../data/queries';
import { queryStatus } from '../data/query-status';
import { openChat } from '../app/chat';

export const handle: RouteHandle = {
  prefetch: ({ queryClient, api }) => [queryClient.fetchQuery(locationsQuery(api))],
};

export function Component() {
  const settings = useSettings();
  const locations = useQuery(locationsQuery(useApi()));
  const phone = settings.contact.whatsapp;

  const book = (location: { name: string; address: string }) =>
    openChat(
      phone,
      `Halo ${clinic.shortName}, saya ingin membuat janji temu di cabang ${location.name} (${location.address}).`,
    );

  return (
    <>
      <PageIntro
        eyebrow="Lokasi Klinik"
        title="Cabang Kami di Bandung"
        crumb="Lokasi Klinik"
        seoTitle="Lokasi Klinik di Bandung"
        description="Alamat, jam operasional, fasilitas, dan peta cabang klinik fisioterapi kami di Kiaracondong, Sumur Bandung, dan MhorFitness Istana Plaza."
        lead="Pilih cabang terdekat, atau minta fisioterapis kami datang ke rumah Anda."
        keywords="lokasi klinik fisioterapi bandung, fisioterapi kiaracondong, fisioterapi sumur bandung, fisioterapi istana plaza"
        path="/lokasi-klinik"
      />
      <Section title="Daftar Cabang" tone="muted">
        <LocationList
          status={queryStatus(locations)}
          locations={locations.data}
          onRetry={() => window.location.reload()}
          onBook={book}
        />
      </Section>
      <Section
        title="Tidak Bisa Datang ke Klinik?"
        description="Fisioterapis kami dapat datang ke rumah Anda, atau Anda dapat berkonsultasi lebih dulu secara online."
      >
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <ChatLink
            phone={phone}
            message={`Halo ${clinic.shortName}, saya ingin menanyakan layanan Homecare (fisioterapi di rumah).`}
            size="lg"
          >
            Layanan Homecare
          </ChatLink>
          <ChatLink
            phone={phone}
            variant="outline"
            message={`Halo ${clinic.shortName}, saya ingin konsultasi online dengan fisioterapis.`}
            size="lg"
          >
            Konsultasi Online
          </ChatLink>
        </div>
      </Section>
    </>
  );
}
