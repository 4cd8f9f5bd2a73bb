import { breadcrumbJsonLd, type Crumb } from './breadcrumbs';
import { JsonLd, Seo, type SeoProps } from './seo';

interface PageMetaProps extends Omit<SeoProps, 'path'> {
  /** The page's breadcrumb trail (from `crumbs`); its last step is the page's own address. */
  trail: Crumb[];
}

/**
 * A page's metadata and its breadcrumb trail as structured data; the page template shows the
 * same trail (`breadcrumbItems`).
 */
export function PageMeta({ trail, ...seo }: PageMetaProps) {
  return (
    <>
      <Seo {...seo} path={trail.at(-1)?.path ?? '/'} />
      <JsonLd data={import.meta.env.SSR && breadcrumbJsonLd(trail)} />
    </>
  );
}
