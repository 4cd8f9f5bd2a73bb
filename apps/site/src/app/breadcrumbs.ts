import type { BreadcrumbItem } from '@klinik/ui';
import { absoluteUrl } from './seo';

export interface Crumb {
  label: string;
  path: string;
}

const home: Crumb = { label: 'Beranda', path: '/' };

/** The trail of a page: Beranda, then each level; the last one is the page itself. */
export function crumbs(...trail: Crumb[]): Crumb[] {
  return [home, ...trail];
}

/** For the visible Breadcrumbs component: the current page has no link. */
export function breadcrumbItems(trail: Crumb[]): BreadcrumbItem[] {
  return trail.map((crumb, index) =>
    index === trail.length - 1 ? { label: crumb.label } : { label: crumb.label, href: crumb.path },
  );
}

/** schema.org BreadcrumbList for the same trail. */
export function breadcrumbJsonLd(trail: Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.path),
    })),
  };
}
