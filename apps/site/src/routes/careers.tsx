import {
  careers,
  clinic,
  contact,
  type Job,
  type JobDepartment,
  type JobLocation,
} from '@klinik/clinic';
import {
  ApplicationNotice,
  buildChatUrl,
  CareersCta,
  featuredJobs,
  filterJobs,
  JobFilters,
  JobList,
  Section,
  ValuesGrid,
  valueItemsFrom,
} from '@klinik/ui';
import { useMemo, useRef, useState } from 'react';
import { PageIntro } from '../app/page-intro';
import type { RouteHandle } from '../app/route-handle';
import { JsonLd } from '../app/seo';
import { jobPostingJsonLd } from '../app/structured-data';
import { useJobs, useSettings } from '../data/hooks';
import { jobsQuery } from '../data/queries';
import { queryStatus } from '../data/query-status';

export const handle: RouteHandle = {
  prefetch: ({ queryClient, api }) => [queryClient.fetchQuery(jobsQuery(api))],
};

const values = valueItemsFrom(careers.values);
const benefits = valueItemsFrom(careers.benefits);

function mailto(subject: string): string {
  return `mailto:${contact.hrEmail}?subject=${encodeURIComponent(subject)}`;
}

export function Component() {
  const settings = useSettings();
  const jobs = useJobs();
  const [keyword, setKeyword] = useState('');
  const [department, setDepartment] = useState<JobDepartment | 'all'>('all');
  const [location, setLocation] = useState<JobLocation | 'all'>('all');
  const [applied, setApplied] = useState<Job | null>(null);
  const notice = useRef<HTMLDivElement>(null);

  const all = useMemo(() => jobs.data ?? [], [jobs.data]);
  const priority = useMemo(() => featuredJobs(all), [all]);
  const matching = useMemo(
    () => filterJobs(all, { keyword, department, location }),
    [all, keyword, department, location],
  );
  const reset = () => {
    setKeyword('');
    setDepartment('all');
    setLocation('all');
  };
  // The spec's thank-you, in the page rather than a blocking alert, then the way to send the CV.
  const apply = (job: Job) => {
    setApplied(job);
    requestAnimationFrame(() =>
      notice.current?.scrollIntoView({ behavior: 'smooth', block: 'center' }),
    );
  };

  return (
    <>
      <PageIntro
        eyebrow="Karir"
        title="Tumbuh Bersama Tim Kami"
        crumb="Karir"
        path="/karir"
        description={`Lowongan kerja fisioterapis, admin, dan tim pendukung di ${clinic.name}, Bandung. Lihat posisi terbuka dan kirim lamaran Anda.`}
        lead="Bergabunglah dengan tim yang membantu warga Bandung pulih dan kembali bergerak."
        keywords="lowongan fisioterapis bandung, karir klinik fisioterapi, lowongan kerja kesehatan bandung"
      />
      {all.map((job) => (
        <JsonLd key={job.id} data={jobPostingJsonLd(job)} />
      ))}
      <Section title="Nilai Kerja Kami">
        <ValuesGrid items={values} className="lg:grid-cols-3" />
      </Section>
      <Section title="Benefit untuk Anda" tone="muted">
        <ValuesGrid items={benefits} />
      </Section>
      <Section
        id="lowongan"
        title="Lowongan Prioritas"
        description="Posisi yang paling kami butuhkan saat ini."
      >
        <ApplicationNotice
          ref={notice}
          className="data-[state=open]:mb-8"
          open={applied !== null}
          jobTitle={applied?.title}
          email={contact.hrEmail}
          onDismiss={() => setApplied(null)}
        />
        <JobList status={queryStatus(jobs)} jobs={priority} onApply={apply} skeletonCount={2} />
      </Section>
      <Section title="Semua Lowongan" tone="muted">
        <JobFilters
          keyword={keyword}
          department={department}
          location={location}
          resultCount={matching.length}
          totalCount={all.length - priority.length}
          onKeywordChange={setKeyword}
          onDepartmentChange={setDepartment}
          onLocationChange={setLocation}
          onReset={reset}
        />
        <JobList
          className="mt-6"
          status={queryStatus(jobs)}
          jobs={matching}
          onApply={apply}
          onReset={reset}
          onRetry={() => void jobs.refetch()}
        />
        <CareersCta
          className="mt-12"
          sendCvHref={mailto('Lamaran spontan')}
          contactHrHref={buildChatUrl(
            settings.contact.whatsapp,
            `Halo ${clinic.shortName}, saya ingin bertanya kepada HRD tentang lowongan kerja.`,
          )}
        />
      </Section>
    </>
  );
}
