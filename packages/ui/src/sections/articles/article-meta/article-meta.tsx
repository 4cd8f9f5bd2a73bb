import * as React from 'react';
import { CalendarClock, CalendarDays, Clock, Eye, UserRound } from 'lucide-react';
import { type ArticleSummary, formatDate, formatNumberId } from '@klinik/clinic';
import { authorDisplay } from '../article';
import { cn } from '../../../lib/cn';

type ArticleMetaProps = React.ComponentProps<'ul'> & {
  author?: string;
  publishedAt?: string;
  /** When the text last changed; shown beside the publication date when it is another day. */
  updatedAt?: string;
  /** Minutes. */
  readingMinutes?: number;
  viewCount?: number;
};

/**
 * The facts of an article as the API serves it. A list's card leaves out the update date
 * (`updated: false`); the article's own page shows it.
 */
function articleMetaProps(
  article: ArticleSummary,
  { updated = true }: { updated?: boolean } = {},
): ArticleMetaProps {
  return {
    author: article.author,
    publishedAt: article.published_at,
    updatedAt: updated ? article.updated_at : undefined,
    readingMinutes: article.reading_time,
    viewCount: article.view_count,
  };
}

/** Author (before the first comma), date, reading time and views, each with its icon. */
function ArticleMeta({
  author,
  publishedAt,
  updatedAt,
  readingMinutes,
  viewCount,
  className,
  ...props
}: ArticleMetaProps) {
  const name = author ? authorDisplay(author) : '';
  return (
    <ul
      data-slot="article-meta"
      className={cn(
        'text-muted-foreground flex flex-wrap items-center gap-x-4 gap-y-1 text-sm',
        className,
      )}
      {...props}
    >
      {name ? (
        <li className="flex items-center gap-1.5">
          <UserRound aria-hidden className="size-4" />
          <span className="sr-only">Penulis: </span>
          {name}
        </li>
      ) : null}
      {publishedAt ? (
        <li className="flex items-center gap-1.5">
          <CalendarDays aria-hidden className="size-4" />
          <time dateTime={publishedAt}>{formatDate(publishedAt, 'date')}</time>
        </li>
      ) : null}
      {updatedAt && formatDate(updatedAt, 'date') !== formatDate(publishedAt ?? '', 'date') ? (
        <li className="flex items-center gap-1.5">
          <CalendarClock aria-hidden className="size-4" />
          Diperbarui <time dateTime={updatedAt}>{formatDate(updatedAt, 'date')}</time>
        </li>
      ) : null}
      {readingMinutes !== undefined ? (
        <li className="flex items-center gap-1.5">
          <Clock aria-hidden className="size-4" />
          {readingMinutes} menit baca
        </li>
      ) : null}
      {viewCount !== undefined ? (
        <li className="flex items-center gap-1.5">
          <Eye aria-hidden className="size-4" />
          {formatNumberId(viewCount)} kali dilihat
        </li>
      ) : null}
    </ul>
  );
}

export { ArticleMeta, articleMetaProps, type ArticleMetaProps };
