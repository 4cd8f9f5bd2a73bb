import { pagePaths } from '@klinik/clinic';
import { ArticleDetailPage } from '@klinik/ui';
import { useParams } from 'react-router-dom';
import { crumbs } from '../app/breadcrumbs';
import { PageMeta } from '../app/page-meta';
import { routeLoader } from '../app/route-loader';
import { absoluteUrl, JsonLd, Seo } from '../app/seo';
import { pageSharing } from '../app/share';
import { articleJsonLd } from '../app/structured-data';
import { loadArticle, useArticle } from '../data/use-article';
import { loadTeam, useTeam } from '../data/use-team';

/** The team gives the author's position (the byline and the structured data). */
export const loader = routeLoader(loadArticle, loadTeam);

export function Component() {
  const { slug = '' } = useParams();
  const { article, related } = useArticle(slug);
  const team = useTeam();
  const page = article.status === 'ready' ? article.data : undefined;
  const path = page ? pagePaths.article(page.slug) : pagePaths.articles;
  const members = team.status === 'ready' ? team.data : [];
  const authorJobTitle = members.find((member) => member.name === page?.author)?.job_title;
  return (
    <>
      {page ? (
        <>
          <PageMeta
            trail={crumbs(
              { label: 'Artikel', path: pagePaths.articles },
              { label: page.title, path },
            )}
            title={page.title}
            description={page.excerpt}
            keywords={page.meta_keywords}
            article
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
