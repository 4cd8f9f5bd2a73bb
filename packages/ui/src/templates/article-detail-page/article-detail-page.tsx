import type { Article, ArticleSummary } from '@klinik/clinic';
import { ArticleBody } from '../../components/article-body/article-body';
import { ArticleHeader } from '../../components/article-header/article-header';
import { ArticleStatus } from '../../components/article-status/article-status';
import { RelatedArticles } from '../../components/related-articles/related-articles';
import { PageSkeleton } from '../../components/page-skeleton/page-skeleton';
import type { Remote } from '../../lib/remote';

type ArticleDetailPageProps = {
  /** The article; 'empty' when no article has this address (not found). */
  article: Remote<Article>;
  /** The sidebar's related articles. */
  related: Remote<readonly ArticleSummary[]>;
};

/** /artikel/{slug}: the article with its related articles beside it. */
function ArticleDetailPage({ article, related }: ArticleDetailPageProps) {
  if (article.status === 'loading') return <PageSkeleton label="Memuat artikel…" />;
  if (article.status === 'empty') return <ArticleStatus kind="not-found" />;
  if (article.status === 'error') return <ArticleStatus kind="error" onRetry={article.retry} />;
  return (
    <div className="max-w-page mx-auto grid gap-12 px-4 py-10 sm:px-6 md:py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <article>
        <ArticleHeader article={article.data} />
        <ArticleBody className="mt-8" html={article.data.content} />
      </article>
      <aside aria-label="Artikel terkait">
        <RelatedArticles state={related} />
      </aside>
    </div>
  );
}

export { ArticleDetailPage, type ArticleDetailPageProps };
