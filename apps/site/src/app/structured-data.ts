import {
  branchLocations,
  clinic,
  contact,
  structuredPriceRange,
  type Branch,
  type Job,
  type Settings,
} from '@klinik/clinic';
import { absoluteUrl } from './seo';

const dayGroupDays = {
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  saturday: ['Saturday'],
  sunday: ['Sunday'],
} as const;

/** schema.org data for the clinic, present on every page (spec: "structured data for a medical business"). */
export function medicalBusinessJsonLd(settings: Settings): Record<string, unknown> {
  const hours = Object.entries(settings.general.business_hours).flatMap(([group, value]) =>
    value.status === 'open' && value.open && value.close
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: dayGroupDays[group as keyof typeof dayGroupDays],
            opens: value.open,
            closes: value.close,
          },
        ]
      : [],
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Physiotherapy',
    name: settings.website.name,
    description: settings.website.description,
    url: absoluteUrl('/'),
    logo: absoluteUrl(settings.website.logo),
    image: absoluteUrl(settings.website.og_image),
    telephone: settings.contact.phone,
    email: settings.contact.email,
    priceRange: structuredPriceRange(),
    foundingDate: String(clinic.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.contact.address,
      addressLocality: 'Bandung',
      addressRegion: 'Jawa Barat',
      addressCountry: 'ID',
    },
    openingHoursSpecification: hours,
    sameAs: Object.values(settings.social).filter(Boolean),
  };
}

/** schema.org FAQPage for a list of questions and answers. */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

const employmentTypes: Record<Job['type'], string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

/** schema.org JobPosting, so search engines can list the opening as a job. */
export function jobPostingJsonLd(job: Job): Record<string, unknown> {
  const branch =
    job.location in branchLocations ? branchLocations[job.location as Branch['value']] : undefined;
  const place =
    job.location === 'remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'Indonesia' },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              streetAddress: branch?.address ?? contact.address,
              addressLocality: 'Bandung',
              addressRegion: 'Jawa Barat',
              addressCountry: 'ID',
            },
          },
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.posted_at,
    validThrough: job.deadline,
    employmentType: employmentTypes[job.type],
    hiringOrganization: { '@type': 'Organization', name: clinic.name, sameAs: absoluteUrl('/') },
    experienceRequirements: job.experience,
    ...place,
  };
}
