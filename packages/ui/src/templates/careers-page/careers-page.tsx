import * as React from 'react';
import {
  careers,
  chatTexts,
  chatUrl,
  contact,
  type Job,
  type JobDepartment,
  type JobLocation,
} from '@klinik/clinic';
import { ApplicationNotice } from '../../sections/careers/application-notice/application-notice';
import type { BreadcrumbItem } from '../../primitives/breadcrumbs/breadcrumbs';
import { CareersCta } from '../../sections/careers/careers-cta/careers-cta';
import { JobFilters } from '../../sections/careers/job-filters/job-filters';
import { JobList } from '../../sections/careers/job-list/job-list';
import { PageHero } from '../../layout/page-hero/page-hero';
import { Section } from '../../primitives/section/section';
import { ValuesGrid } from '../../sections/about/values-grid/values-grid';
import type { Remote } from '../../lib/remote';
import { valueItemsFrom } from '../../sections/about/value-icon';

/** The main list's keyword, department and location. */
type JobFilter = {
  keyword: string;
  department: JobDepartment | 'all';
  location: JobLocation | 'all';
};

type CareersPageProps = {
  /** 'Lowongan Prioritas': the featured openings. */
  featured: Remote<readonly Job[]>;
  /** 'Semua Lowongan': the other openings that match the filters. */
  jobs: Remote<readonly Job[]>;
  /** How many openings 'Semua Lowongan' has without filters ('Menampilkan N dari M'). */
  totalCount?: number;
  /** The filters in force. */
  filter: JobFilter;
  /** Called on every keystroke of the search box (the site waits for a pause before asking). */
  onKeywordChange: (keyword: string) => void;
  /** Called with the chosen department. */
  onDepartmentChange: (department: JobDepartment | 'all') => void;
  /** Called with the chosen location. */
  onLocationChange: (location: JobLocation | 'all') => void;
  /** 'Reset Filter'. */
  onReset: () => void;
  /** The clinic's chat number: 'Hubungi HRD' opens it with a question for HR. */
  chatPhone: string;
  /** The trail above the h1 (the site also writes it as structured data). */
  breadcrumbs: readonly BreadcrumbItem[];
};

const values = valueItemsFrom(careers.values);
const benefits = valueItemsFrom(careers.benefits);

/** The page's heading band: its h1 and lead text. */
const hero = {
  eyebrow: 'Karir',
  title: 'Tumbuh Bersama Tim Kami',
  description: 'Bergabunglah dengan tim yang membantu warga Bandung pulih dan kembali bergerak.',
};

/**
 * /karir: what working here is like, the priority openings, then every other one with a keyword
 * search and filters. 'Lamar' thanks the applicant in the page and offers an e-mail to HR.
 */
function CareersPage({
  featured,
  jobs,
  totalCount,
  filter,
  onKeywordChange,
  onDepartmentChange,
  onLocationChange,
  onReset,
  chatPhone,
  breadcrumbs,
}: CareersPageProps) {
  const [applied, setApplied] = React.useState<Job | null>(null);
  const notice = React.useRef<HTMLDivElement>(null);
  // The spec's thank-you, in the page rather than a blocking alert, then the way to send the CV.
  const apply = (job: Job) => {
    setApplied(job);
    requestAnimationFrame(() =>
      notice.current?.scrollIntoView({ behavior: 'smooth', block: 'center' }),
    );
  };

  return (
    <>
      <PageHero {...hero} breadcrumbs={breadcrumbs} />
      <Section title="Nilai Kerja Kami">
        <ValuesGrid items={values} columns={3} />
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
        <JobList state={featured} onApply={apply} skeletonCount={2} />
      </Section>
      <Section title="Semua Lowongan" tone="muted">
        <JobFilters
          keyword={filter.keyword}
          department={filter.department}
          location={filter.location}
          resultCount={
            jobs.status === 'ready' ? jobs.data.length : jobs.status === 'empty' ? 0 : undefined
          }
          totalCount={totalCount}
          onKeywordChange={onKeywordChange}
          onDepartmentChange={onDepartmentChange}
          onLocationChange={onLocationChange}
          onReset={onReset}
        />
        <JobList className="mt-6" state={jobs} onApply={apply} onReset={onReset} />
        <CareersCta
          className="mt-12"
          sendCvHref={`mailto:${contact.hrEmail}?subject=${encodeURIComponent('Lamaran spontan')}`}
          contactHrHref={chatUrl(chatPhone, chatTexts.job())}
        />
      </Section>
    </>
  );
}

export { CareersPage, type CareersPageProps, type JobFilter };
