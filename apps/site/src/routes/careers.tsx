import { clinic, pagePaths } from '@klinik/clinic';
import { CareersPage } from '@klinik/ui';
import { breadcrumbItems, crumbs } from '../app/breadcrumbs';
import { PageMeta } from '../app/page-meta';
import { routeLoader } from '../app/route-loader';
import { JsonLd } from '../app/seo';
import { jobPostingJsonLd } from '../app/structured-data';
import { loadJobs, useJobs } from '../data/use-jobs';
import { useSettings } from '../data/use-settings';

const trail = crumbs({ label: 'Karir', path: pagePaths.careers });

/** What search engines and share previews say of the page. */
const meta = {
  title: 'Tumbuh Bersama Tim Kami',
  description: `Lowongan kerja fisioterapis, admin, dan tim pendukung di ${clinic.name}, Bandung. Lihat posisi terbuka dan kirim lamaran Anda.`,
  keywords:
    'lowongan fisioterapis bandung, karir klinik fisioterapi, lowongan kerja kesehatan bandung',
};

export const loader = routeLoader(loadJobs);

export function Component() {
  const settings = useSettings();
  const jobs = useJobs();
  return (
    <>
      <PageMeta trail={trail} {...meta} />
      {jobs.allJobs.map((job) => (
        <JsonLd key={job.id} data={import.meta.env.SSR && jobPostingJsonLd(job)} />
      ))}
      <CareersPage
        featured={jobs.featured}
        jobs={jobs.jobs}
        totalCount={jobs.totalCount}
        filter={jobs.filter}
        onKeywordChange={jobs.setKeyword}
        onDepartmentChange={jobs.setDepartment}
        onLocationChange={jobs.setLocation}
        onReset={jobs.reset}
        chatPhone={settings.contact.whatsapp}
        breadcrumbs={breadcrumbItems(trail)}
      />
    </>
  );
}
