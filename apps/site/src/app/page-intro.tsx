import { PageHero } from '@klinik/ui';
import type { ReactNode } from 'react';
import { breadcrumbItems, breadcrumbJsonLd, crumbs } from './breadcrumbs';
import { JsonLd, Seo } from './seo';

interface PageIntroProps {
  /** The h1 and, unless `seoTitle` is set, the document title. */
  title: string;
  /** The breadcrumb's last step (defaults to the title). */
  crumb?: string;
  path: string;
  /** Meta description and share text. */
  description: string;
  keywords?: string;
  seoTitle?: string;
  eyebrow?: string;
  /** The lead text under the h1 (defaults to the description). */
  lead?: string;
  children?: ReactNode;
}

/**
 * The top of every inner page: its metadata, its breadcrumb trail (visible and as structured
 * data) and the hero with the page's one h1.
 */
export function PageIntro({
  title,
  crumb,
  path,
  description,
  keywords,
  seoTitle,
  eyebrow,
  lead,
  children,
}: PageIntroProps) {
  const trail = crumbs({ label: crumb ?? title, path });
  return (
    <>
      <Seo title={seoTitle ?? title} description={description} keywords={keywords} path={path} />
      <JsonLd data={breadcrumbJsonLd(trail)} />
      <PageHero
        eyebrow={eyebrow}
        title={title}
        description={lead ?? description}
        breadcrumbs={breadcrumbItems(trail)}
      >
        {children}
      </PageHero>
    </>
  );
}
