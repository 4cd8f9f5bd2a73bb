import { ArticleDetailPage } from '@klinik/ui';
import { crumbs } from '../app/breadcrumbs';
import { PageMeta } from '../app/page-meta';
import type { RouteHandle } from '../app/route-handle';
import { absoluteUrl, JsonLd, Seo } from '../app/seo';
import { pageSharing } from '../app/page-sharing';
import { articleJsonLd } from '../app/structured-data';
import { pageData } from '../data/page-data';
import { article } from '../data/use-article';
import { team } from '../data/use-team';

/** The team gives the author's position (the byline and the structured data). */
const data = pageData({ article, team });

export const handle: RouteHandle = { prefetch: data.prefetch };

export function Component() {
  const {
    article: { article, related },
    team,
  } = data.use();
  const page = article.status === 'ready' ? article.data : undefined;
  const path = page ? `/artikel/${page.slug}` : '/artikel';
  const members = team.status === 'ready' ? team.data : [];
  const authorJobTitle = members.find((member) => member.name === page?.author)?.job_title;
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
          <JsonLd data={import.meta.env.SSR && articleJsonLd(page, members)} />
        </>
      ) : article.status === 'empty' || article.status === 'error' ? (
        <Seo
          title={article.status === 'empty' ? 'Artikel tidak ditemukan' : 'Gagal memuat artikel'}
          description="Artikel yang Anda cari tidak dapat ditampilkan."
          path={path}
          noindex
        />
      ) : null}
      <ArticleDetailPage
        article={article}
        related={related}
        authorJobTitle={authorJobTitle}
        share={pageSharing({ title: page?.title ?? '', url: absoluteUrl(path) })}
      />
    </>
  );
}
