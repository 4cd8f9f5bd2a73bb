import { clinic } from '@klinik/clinic';
import { ArticleDetailPage, authorDisplay } from '@klinik/ui';
import { crumbs } from '../app/breadcrumbs';
import { PageMeta } from '../app/page-meta';
import type { RouteHandle } from '../app/route-handle';
import { absoluteUrl, JsonLd, Seo } from '../app/seo';
import { pageData } from '../data/page-data';
import { article } from '../data/use-article';

const data = pageData({ article });

export const handle: RouteHandle = { prefetch: data.prefetch };

export function Component() {
  const {
    article: { article, related },
  } = data.use();
  const page = article.status === 'ready' ? article.data : undefined;
  const path = page ? `/artikel/${page.slug}` : '/artikel';
  return (
    <>
      {page ? (
        <>
          <PageMeta
            trail={crumbs({ label: 'Artikel', path: '/artikel' }, { label: page.title, path })}
            title={page.title}
            description={page.excerpt}
            keywords={page.meta_keywords}
            type="article"
          />
          <JsonLd
            data={{
              '@context': 'https://schema.org',
              '@type': 'Article',
              headline: page.title,
              description: page.excerpt,
              datePublished: page.published_at,
              author: { '@type': 'Person', name: authorDisplay(page.author) },
              publisher: {
                '@type': 'Organization',
                name: clinic.name,
                logo: absoluteUrl('/logo.svg'),
              },
              mainEntityOfPage: absoluteUrl(path),
              keywords: page.meta_keywords,
              articleSection: page.category.name,
            }}
          />
        </>
      ) : article.status === 'empty' || article.status === 'error' ? (
        <Seo
          title={article.status === 'empty' ? 'Artikel tidak ditemukan' : 'Gagal memuat artikel'}
          description="Artikel yang Anda cari tidak dapat ditampilkan."
          path={path}
          noindex
        />
      ) : null}
      <ArticleDetailPage article={article} related={related} />
    </>
  );
}
