import { clinic } from '@klinik/clinic';
import {
  ArticleBody,
  ArticleHeader,
  ArticleStatus,
  authorDisplay,
  RelatedArticles,
  Skeleton,
} from '@klinik/ui';
import { useParams } from 'react-router-dom';
import { breadcrumbJsonLd, crumbs } from '../app/breadcrumbs';
import type { RouteHandle } from '../app/route-handle';
import { absoluteUrl, JsonLd, Seo } from '../app/seo';
import { isNotFound } from '../data/api-client';
import { useArticleDetail } from '../data/article-hooks';
import { articleQuery } from '../data/queries';

export const handle: RouteHandle = {
  prefetch: ({ queryClient, api, params }) => [
    queryClient.fetchQuery(articleQuery(api, params.slug ?? '')).catch((error: unknown) => {
      if (!isNotFound(error)) throw error;
    }),
  ],
};

export function Component() {
  const { slug = '' } = useParams();
  const { article, related, relatedStatus } = useArticleDetail(slug);

  if (article.isPending) {
    return (
      <div aria-busy="true" className="mx-auto max-w-3xl px-4 py-16">
        <p role="status" className="sr-only">
          Memuat artikel…
        </p>
        <Skeleton className="h-5 w-32 rounded-full" />
        <Skeleton className="mt-5 h-10 w-full" />
        <Skeleton className="mt-3 h-10 w-2/3" />
        <Skeleton className="mt-8 h-4 w-full" />
        <Skeleton className="mt-3 h-4 w-full" />
        <Skeleton className="mt-3 h-4 w-5/6" />
      </div>
    );
  }

  if (article.isError) {
    const notFound = isNotFound(article.error);
    return (
      <>
        <Seo
          title={notFound ? 'Artikel tidak ditemukan' : 'Gagal memuat artikel'}
          description="Artikel yang Anda cari tidak dapat ditampilkan."
          path={`/artikel/${slug}`}
          noindex
        />
        <ArticleStatus kind={notFound ? 'not-found' : 'error'} />
      </>
    );
  }

  const data = article.data;
  const path = `/artikel/${data.slug}`;
  const trail = crumbs({ label: 'Artikel', path: '/artikel' }, { label: data.title, path });

  return (
    <>
      <Seo
        title={data.title}
        description={data.excerpt}
        keywords={data.meta_keywords}
        path={path}
        type="article"
      />
      <JsonLd data={breadcrumbJsonLd(trail)} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: data.title,
          description: data.excerpt,
          datePublished: data.published_at,
          author: { '@type': 'Person', name: authorDisplay(data.author) },
          publisher: { '@type': 'Organization', name: clinic.name, logo: absoluteUrl('/logo.svg') },
          mainEntityOfPage: absoluteUrl(path),
          keywords: data.meta_keywords,
          articleSection: data.category.name,
        }}
      />
      <div className="max-w-page mx-auto grid gap-12 px-4 py-10 sm:px-6 md:py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article>
          <ArticleHeader article={data} />
          <ArticleBody className="mt-8" html={data.content} />
        </article>
        <aside aria-label="Artikel terkait">
          <RelatedArticles status={relatedStatus} articles={related} />
        </aside>
      </div>
    </>
  );
}
