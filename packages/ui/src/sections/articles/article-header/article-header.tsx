import * as React from 'react';
import { pagePaths, tagsFromKeywords, type ArticleSummary } from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import { AppLink } from '../../../primitives/app-link/app-link';
import { ArticleMeta, articleMetaProps } from '../article-meta/article-meta';
import { CategoryChip } from '../../../primitives/category-chip/category-chip';

type ArticleHeaderProps = React.ComponentProps<'header'> & {
  /** The article (its body is not needed here). */
  article: ArticleSummary;
  /** Base path of the list; category and tag links add `?kategori=` and `?tag=`. */
  listHref?: string;
};

/** The top of an article page: category link, h1, author, date, reading time, views and tags. */
function ArticleHeader({
  article,
  listHref = pagePaths.articles,
  className,
  ...props
}: ArticleHeaderProps) {
  const tags = tagsFromKeywords(article.meta_keywords);
  return (
    <header data-slot="article-header" className={cn('max-w-3xl', className)} {...props}>
      <CategoryChip
        name={article.category.name}
        href={`${listHref}?kategori=${encodeURIComponent(article.category.slug)}`}
      />
      <h1 className="text-foreground mt-2 text-3xl font-extrabold tracking-tight text-balance md:text-4xl">
        {article.title}
      </h1>
      <p className="text-muted-foreground mt-4 text-lg text-pretty">{article.excerpt}</p>
      <ArticleMeta className="mt-5" {...articleMetaProps(article)} />
      {tags.length ? (
        <ul aria-label="Tag artikel" className="mt-4 flex flex-wrap gap-x-2">
          {tags.map((tag) => (
            <li key={tag}>
              <AppLink
                href={`${listHref}?tag=${encodeURIComponent(tag)}`}
                className="text-primary hover:bg-primary-soft inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold"
              >
                #{tag}
              </AppLink>
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}

export { ArticleHeader, type ArticleHeaderProps };
