import * as React from 'react';
import { ArrowRight } from 'lucide-react';
import { pagePaths, tagsFromKeywords, type ArticleSummary } from '@klinik/clinic';
import { cva } from 'class-variance-authority';
import { cn } from '../../../lib/cn';
import { AppLink } from '../../../primitives/app-link/app-link';
import { ArticleMeta, articleMetaProps } from '../article-meta/article-meta';
import { CategoryChip } from '../../../primitives/category-chip/category-chip';
import { Skeleton } from '../../../primitives/skeleton/skeleton';

type ArticleCardProps = React.ComponentProps<'article'> & {
  /** The article as the API lists it (its `reading_time` is shown as is). */
  article: ArticleSummary;
  /** Level of the title's heading. */
  headingLevel?: 'h2' | 'h3';
  /** Base path of the detail pages; the card links to `${basePath}/${article.slug}`. */
  basePath?: string;
  /** Tags shown before the '+N' counter. */
  tagLimit?: number;
  /** The larger card of 'Artikel Pilihan', marked 'Pilihan'. */
  featured?: boolean;
};

const articleCardVariants = cva(
  'group bg-background shadow-card hover:shadow-card-hover relative flex h-full flex-col rounded-2xl border p-6 transition-shadow',
  {
    variants: {
      featured: {
        true: 'border-primary/30 bg-linear-to-br from-primary-soft/60 to-background',
        false: 'border-border',
      },
    },
    defaultVariants: { featured: false },
  },
);

function ArticleCard({
  article,
  headingLevel: Heading = 'h3',
  basePath = pagePaths.articles,
  tagLimit = 3,
  featured = false,
  className,
  ...props
}: ArticleCardProps) {
  const tags = tagsFromKeywords(article.meta_keywords);
  const shownTags = tags.slice(0, tagLimit);
  const moreTags = tags.length - shownTags.length;
  const href = `${basePath}/${article.slug}`;

  return (
    <article
      data-slot="article-card"
      data-featured={featured || undefined}
      className={cn(articleCardVariants({ featured }), className)}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-2">
        <CategoryChip name={article.category.name} />
        {featured ? (
          <span className="bg-accent-soft text-accent-soft-foreground rounded-full px-3 py-1 text-xs font-semibold">
            Pilihan
          </span>
        ) : null}
      </div>
      <Heading
        data-slot="article-card-title"
        className={cn(
          'text-foreground mt-4 font-bold text-balance',
          featured ? 'text-2xl' : 'text-lg',
        )}
      >
        {/* The title link covers the whole card (after:inset-0), so the card is one target. */}
        <AppLink
          href={href}
          className="group-hover:text-primary rounded-sm after:absolute after:inset-0 after:rounded-2xl"
        >
          {article.title}
        </AppLink>
      </Heading>
      <p className="text-muted-foreground mt-2 line-clamp-3 flex-1 text-sm">{article.excerpt}</p>

      {shownTags.length ? (
        <ul aria-label="Tag" className="mt-4 flex flex-wrap gap-1.5">
          {shownTags.map((tag) => (
            <li
              key={tag}
              className="bg-muted text-muted-foreground rounded-md px-2 py-0.5 text-xs font-medium"
            >
              #{tag}
            </li>
          ))}
          {moreTags > 0 ? (
            <li className="text-muted-foreground px-1 py-0.5 text-xs font-semibold">
              +{moreTags}
              <span className="sr-only"> tag lainnya</span>
            </li>
          ) : null}
        </ul>
      ) : null}

      <ArticleMeta
        className="border-border mt-5 border-t pt-4"
        {...articleMetaProps(article, { updated: false })}
      />
      <span
        aria-hidden
        className="text-primary mt-4 inline-flex items-center gap-1.5 text-sm font-semibold"
      >
        Baca Selengkapnya
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </article>
  );
}

function ArticleCardSkeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="article-card-skeleton"
      className={cn('border-border bg-background flex flex-col rounded-2xl border p-6', className)}
      {...props}
    >
      <Skeleton radius="full" className="h-6 w-24" />
      <Skeleton className="mt-4 h-6 w-5/6" />
      <Skeleton className="mt-2 h-6 w-2/3" />
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-11/12" />
      <Skeleton className="mt-6 h-4 w-3/4" />
    </div>
  );
}

export { ArticleCard, ArticleCardSkeleton, type ArticleCardProps };
