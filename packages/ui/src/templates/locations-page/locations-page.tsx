import { chatTexts, chatUrl, type Location } from '@klinik/clinic';
import type { BreadcrumbItem } from '../../primitives/breadcrumbs/breadcrumbs';
import { ChatLink } from '../../sections/contact/chat-link/chat-link';
import { LocationList } from '../../sections/locations/location-list/location-list';
import { PageHero } from '../../layout/page-hero/page-hero';
import { Section } from '../../primitives/section/section';
import type { Remote } from '../../lib/remote';

type LocationsPageProps = {
  /** The branches. */
  locations: Remote<readonly Location[]>;
  /** The clinic's chat number: 'Buat Janji Temu' and the homecare and online links open it. */
  chatPhone: string;
  /**
   * The booking page with a branch chosen (`/janji-temu?branch=slug`): when given, each branch's
   * 'Buat Janji Temu' leads there instead of to the chat.
   */
  bookingHref?: (location: Location) => string;
  /** The trail above the h1 (the site also writes it as structured data). */
  breadcrumbs: readonly BreadcrumbItem[];
  /** HTML shown in the map frames instead of the maps (stories: no network). */
  mapPlaceholder?: string;
};

/** The page's heading band: its h1 and lead text. */
const hero = {
  eyebrow: 'Lokasi Klinik',
  title: 'Cabang Kami di Bandung',
  description: 'Pilih cabang terdekat, atau minta fisioterapis kami datang ke rumah Anda.',
};

/** /lokasi-klinik: every branch with its map, then homecare and online consultation. */
function LocationsPage({
  locations,
  chatPhone,
  bookingHref,
  breadcrumbs,
  mapPlaceholder,
}: LocationsPageProps) {
  return (
    <>
      <PageHero {...hero} breadcrumbs={breadcrumbs} />
      <Section title="Daftar Cabang" tone="muted">
        <LocationList
          state={locations}
          mapPlaceholder={mapPlaceholder}
          bookHref={(location) => chatUrl(chatPhone, chatTexts.branch(location))}
          bookingHref={bookingHref}
        />
      </Section>
      <Section
        title="Tidak Bisa Datang ke Klinik?"
        description="Fisioterapis kami dapat datang ke rumah Anda, atau Anda dapat berkonsultasi lebih dulu secara online."
      >
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <ChatLink phone={chatPhone} message={chatTexts.homecare()} size="lg">
            Layanan Homecare
          </ChatLink>
          <ChatLink phone={chatPhone} variant="outline" message={chatTexts.online()} size="lg">
            Konsultasi Online
          </ChatLink>
        </div>
      </Section>
    </>
  );
}

export { LocationsPage, type LocationsPageProps };
