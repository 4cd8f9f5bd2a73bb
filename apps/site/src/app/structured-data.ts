import {
  branchLocations,
  clinic,
  contact,
  pagePaths,
  structuredPriceRange,
  type Article,
  type ArticleReference,
  type Branch,
  type Job,
  type Settings,
  type TeamMember,
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

/** A person in a byline: "Rina Kusumawati, S.Ft., Physio" -> name, and the job title if known. */
function person(name: string, jobTitle: string | undefined, credentials?: string) {
  return {
    '@type': 'Person',
    name,
    ...(jobTitle ? { jobTitle } : {}),
    ...(credentials
      ? { hasCredential: { '@type': 'EducationalOccupationalCredential', name: credentials } }
      : {}),
  };
}

/** A reference as schema.org cites it, linked by its DOI where it has one. */
function citation(reference: ArticleReference) {
  const url = reference.doi ? `https://doi.org/${reference.doi}` : reference.url;
  return {
    '@type':
      reference.kind === 'journal-article'
        ? 'ScholarlyArticle'
        : reference.kind === 'textbook'
          ? 'Book'
          : 'CreativeWork',
    name: reference.title,
    author: reference.authors,
    datePublished: String(reference.year),
    publisher: reference.source,
    ...(url ? { url } : {}),
  };
}

/**
 * schema.org MedicalWebPage of an article: who wrote it and who of the team reviewed it (each a
 * Person with jobTitle), when it was published, last changed and last reviewed, and what it
 * cites. `team` gives the author's job title when the author is on the team (a guest is named
 * without one).
 */
export function articleJsonLd(
  article: Article,
  team: readonly Pick<TeamMember, 'name' | 'job_title'>[],
): Record<string, unknown> {
  const url = absoluteUrl(pagePaths.article(article.slug));
  const author = team.find((member) => member.name === article.author);
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalWebPage',
    '@id': url,
    url,
    name: article.title,
    headline: article.title,
    description: article.excerpt,
    inLanguage: 'id-ID',
    keywords: article.meta_keywords,
    about: { '@type': 'Thing', name: article.category.name },
    author: person(article.author, author?.job_title),
    datePublished: article.published_at,
    dateModified: article.updated_at ?? article.published_at,
    ...(article.reviewed_by
      ? {
          reviewedBy: person(
            article.reviewed_by.name,
            article.reviewed_by.job_title,
            article.reviewed_by.credentials,
          ),
        }
      : {}),
    ...(article.reviewed_at ? { lastReviewed: article.reviewed_at } : {}),
    publisher: { '@type': 'Organization', name: clinic.name, logo: absoluteUrl('/logo.svg') },
    ...(article.references?.length ? { citation: article.references.map(citation) } : {}),
  };
}
