import { clinic, pagePaths } from '@klinik/clinic';
import { AboutPage } from '@klinik/ui';
import { breadcrumbItems, crumbs } from '../app/breadcrumbs';
import { PageMeta } from '../app/page-meta';
import { routeLoader } from '../app/route-loader';
import { loadTeam, useTeam } from '../data/use-team';
import { loadTestimonials, useTestimonials } from '../data/use-testimonials';

const trail = crumbs({ label: 'Tentang Kami', path: pagePaths.about });

/** What search engines and share previews say of the page. */
const meta = {
  title: 'Tentang Kami',
  description: `Visi, misi, nilai, tim fisioterapis, dan cerita pasien ${clinic.name}, klinik fisioterapi dan rehabilitasi di Bandung sejak ${clinic.foundedYear}.`,
  keywords:
    'tentang klinik fisioterapi bandung, fisioterapis bandung, tim fisioterapi, visi misi klinik fisioterapi',
};

export const loader = routeLoader(loadTeam, loadTestimonials);

export function Component() {
  const team = useTeam();
  const testimonials = useTestimonials();
  return (
    <>
      <PageMeta trail={trail} {...meta} />
      <AboutPage team={team} testimonials={testimonials} breadcrumbs={breadcrumbItems(trail)} />
    </>
  );
}
