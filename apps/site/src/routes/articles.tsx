import { pagePaths } from '@klinik/clinic';
import { ArticlesPage } from '@klinik/ui';
import { useSearchParams } from 'react-router-dom';
import { breadcrumbItems, crumbs } from '../app/breadcrumbs';
import { PageMeta } from '../app/page-meta';
import { routeLoader } from '../app/route-loader';
import { loadArticleCategories, useArticleCategories } from '../data/use-article-categories';
import { loadArticleList, useArticleList } from '../data/use-articles';
import { loadFeaturedArticles, useFeaturedArticles } from '../data/use-featured-articles';

const trail = crumbs({ label: 'Artikel', path: pagePaths.articles });

/** What search engines and share previews say of the page. */
const meta = {
  title: 'Artikel Kesehatan & Fisioterapi',
  description:
    'Artikel fisioterapi dari tim kami: cedera olahraga, nyeri punggung, pemulihan pascaoperasi, tumbuh kembang anak, dan kesehatan lansia.',
  keywords:
    'artikel fisioterapi, cedera olahraga, nyeri punggung, rehabilitasi, fisioterapi anak, fisioterapi lansia',
};

export const loader = routeLoader(loadArticleList, loadFeaturedArticles, loadArticleCategories);

export function Component() {
  const [search] = useSearchParams();
  const list = useArticleList(search);
  const featured = useFeaturedArticles();
  const articleCategories = useArticleCategories();
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
