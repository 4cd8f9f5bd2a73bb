import { formatDate } from '@klinik/clinic';
import * as React from 'react';
import { ShieldCheck } from 'lucide-react';
import type { ArticleReviewer } from '@klinik/clinic';
import { cn } from '../../../lib/cn';

type ArticleReviewProps = React.ComponentProps<'section'> & {
  /** The article's author as the API writes it: "Rina Kusumawati, S.Ft., Physio". */
  author: string;
  /** The author's position when the author is on the team ("Kepala Fisioterapis"). */
  authorJobTitle?: string;
  /** Who of the team reviewed the medical content; nothing is shown for null. */
  reviewer: ArticleReviewer | null;
  /** The day of that review, "2026-10-01". */
  reviewedAt: string | null;
};

/**
 * Who stands behind a health article: "Ditinjau oleh <name>, <job title>" with the reviewer's
 * credentials and the day of the review, and who wrote it. What readers and search engines look
 * for in medical content; an article nobody reviewed shows nothing.
 */
function ArticleReview({
  author,
  authorJobTitle,
  reviewer,
  reviewedAt,
  className,
  ...props
}: ArticleReviewProps) {
  if (!reviewer) return null;
  return (
    <section
      data-slot="article-review"
      aria-label="Tinjauan medis"
      className={cn(
        'border-primary/25 bg-primary-soft text-primary-soft-foreground flex gap-3 rounded-xl border p-4 text-sm',
        className,
      )}
      {...props}
    >
      <ShieldCheck aria-hidden className="text-primary mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1">
        <p>
          Ditinjau oleh{' '}
          <strong className="text-foreground font-bold">
            {reviewer.name}, {reviewer.job_title}
          </strong>
          {reviewedAt ? (
            <>
              {' '}
              pada <time dateTime={reviewedAt}>{formatDate(reviewedAt, 'date')}</time>
            </>
          ) : null}
        </p>
        <p>{reviewer.credentials}</p>
        <p>
          Ditulis oleh {author}
          {authorJobTitle ? `, ${authorJobTitle}` : ''}
        </p>
      </div>
    </section>
  );
}

export { ArticleReview, type ArticleReviewProps };
