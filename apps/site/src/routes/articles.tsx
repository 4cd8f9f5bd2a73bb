import { ArticlesPage } from '@klinik/ui';
import { breadcrumbItems, crumbs } from '../app/breadcrumbs';
import { PageMeta } from '../app/page-meta';
import type { RouteHandle } from '../app/route-handle';
import { pageData } from '../data/page-data';
import { articleCategories } from '../data/use-article-categories';
import { articleList } from '../data/use-articles';
import { featuredArticles } from '../data/use-featured-articles';

const data = pageData({ list: articleList, featured: featuredArticles, articleCategories });
const trail = crumbs({ label: 'Artikel', path: '/artikel' });

/** What search engines and share previews say of the page. */
const meta = {
  title: 'Artikel Kesehatan & Fisioterapi',
  description:
    'Artikel fisioterapi dari tim kami: cedera olahraga, nyeri punggung, pemulihan pascaoperasi, tumbuh kembang anak, dan kesehatan lansia.',
  keywords:
    'artikel fisioterapi, cedera olahraga, nyeri punggung, rehabilitasi, fisioterapi anak, fisioterapi lansia',
};

export const handle: RouteHandle = { prefetch: data.prefetch };

export function Component() {
  const { list, featured, articleCategories } = data.use();
  return (
    <>
      <PageMeta trail={trail} {...meta} />
      <ArticlesPage
        query={list.query}
        articles={list.articles}
        featured={featured}
        categories={articleCategories}
        tags={list.tags}
        onChange={list.change}
        breadcrumbs={breadcrumbItems(trail)}
      />
    </>
  );
}
