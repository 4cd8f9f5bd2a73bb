import type { Article, ArticleSummary } from '@klinik/clinic';
import { ArticleBody } from '../../sections/articles/article-body/article-body';
import { ArticleHeader } from '../../sections/articles/article-header/article-header';
import { ArticleReferences } from '../../sections/articles/article-references/article-references';
import { ArticleReview } from '../../sections/articles/article-review/article-review';
import { ArticleStatus } from '../../sections/articles/article-status/article-status';
import { RelatedArticles } from '../../sections/articles/related-articles/related-articles';
import { PageSkeleton } from '../../feedback/page-skeleton/page-skeleton';
import { ShareButtons, type ShareButtonsProps } from '../../primitives/share-buttons/share-buttons';
import { TableOfContents } from '../../sections/articles/table-of-contents/table-of-contents';
import type { Remote } from '../../lib/remote';

type ArticleDetailPageProps = {
  /** The article; 'empty' when no article has this address (not found). */
  article: Remote<Article>;
  /** The sidebar's related articles. */
  related: Remote<readonly ArticleSummary[]>;
  /** The author's position, when the author is on the team (the byline of the review box). */
  authorJobTitle?: string;
  /** Sharing the article: its public address and what the share and copy buttons do. */
  share: Pick<ShareButtonsProps, 'url' | 'onShareSheet' | 'onCopyLink'>;
};

/**
 * /artikel/{slug}: the article with who reviewed it, a table of contents when it is long, ways to
 * share it and its references, with its related articles beside it.
 */
function ArticleDetailPage({ article, related, authorJobTitle, share }: ArticleDetailPageProps) {
  if (article.status === 'loading') return <PageSkeleton label="Memuat artikel…" />;
  if (article.status === 'empty') return <ArticleStatus kind="not-found" />;
  if (article.status === 'error') return <ArticleStatus kind="error" onRetry={article.retry} />;
  const data = article.data;
  return (
    <div className="max-w-page mx-auto grid gap-12 px-4 py-10 sm:px-6 md:py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <article>
        <ArticleHeader article={data} />
        <ArticleReview
          className="mt-6 max-w-3xl"
          author={data.author}
          authorJobTitle={authorJobTitle}
          reviewer={data.reviewed_by ?? null}
          reviewedAt={data.reviewed_at ?? null}
        />
        <TableOfContents className="mt-8 max-w-prose" html={data.content} />
        <ArticleBody className="mt-8" html={data.content} />
        <ShareButtons className="mt-10" label="Bagikan artikel ini" title={data.title} {...share} />
        <ArticleReferences className="mt-10 max-w-prose" references={data.references ?? []} />
      </article>
      <aside aria-label="Artikel terkait">
        <RelatedArticles state={related} />
      </aside>
    </div>
  );
}

export { ArticleDetailPage, type ArticleDetailPageProps };
