import { clinic } from '@klinik/clinic';

export const SITE_URL = (__SITE_URL__ || clinic.defaultSiteUrl).replace(/\/+$/, '');

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path === '/' ? '' : path}` || SITE_URL;
}

export interface SeoProps {
  /** The page's own title; the clinic's name is appended. */
  title: string;
  description: string;
  path: string;
  keywords?: string;
  image?: string;
  /** An article's page is an Open Graph `article`; any other page a `website`. */
  article?: boolean;
  noindex?: boolean;
}

/** Per-page metadata. React 19 hoists these elements into <head>, also when prerendering. */
export function Seo({
  title,
  description,
  path,
  keywords,
  image,
  article = false,
  noindex,
}: SeoProps) {
  const fullTitle = title.includes(clinic.name) ? title : `${title} | ${clinic.name}`;
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image ?? '/og-image.png');
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content={article ? 'article' : 'website'} />
      <meta property="og:site_name" content={clinic.name} />
      <meta property="og:locale" content="id_ID" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}

/** JSON for a <script> element: '<' is escaped so text can never close the element. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Structured data as a JSON-LD script. Search engines read it in the prerendered HTML; nothing
 * in the browser does, so the page's script does not carry it: callers pass
 * `import.meta.env.SSR && builder(...)`, which the client build folds to `false`, dropping the
 * builders from its bundles. Hydration keeps the element and the text the HTML has (React
 * neither compares nor rewrites it); a page rendered in the browser writes an empty one.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | false }) {
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: data ? scriptJson(data) : '' }}
    />
  );
}
