import { pagePaths } from '@klinik/clinic';
import { LocationsPage } from '@klinik/ui';
import { breadcrumbItems, crumbs } from '../app/breadcrumbs';
import { PageMeta } from '../app/page-meta';
import { routeLoader } from '../app/route-loader';
import { loadLocations, useLocations } from '../data/use-locations';
import { useSettings } from '../data/use-settings';

const trail = crumbs({ label: 'Lokasi Klinik', path: pagePaths.locations });

/** What search engines and share previews say of the page. */
const meta = {
  title: 'Lokasi Klinik di Bandung',
  description:
    'Alamat, jam operasional, fasilitas, dan peta cabang klinik fisioterapi kami di Kiaracondong, Sumur Bandung, dan MhorFitness Istana Plaza.',
  keywords:
    'lokasi klinik fisioterapi bandung, fisioterapi kiaracondong, fisioterapi sumur bandung, fisioterapi istana plaza',
};

export const loader = routeLoader(loadLocations);

export function Component() {
  const settings = useSettings();
  const locations = useLocations();
  return (
    <>
      <PageMeta trail={trail} {...meta} />
      <LocationsPage
        locations={locations}
        chatPhone={settings.contact.whatsapp}
        bookingHref={(location) => pagePaths.bookingWith({ branch: location.slug })}
        breadcrumbs={breadcrumbItems(trail)}
      />
    </>
  );
}
