import * as React from 'react';
import { formatDate, formatNumberId, galleryCategoryLabel, type GalleryItem } from '@klinik/clinic';
import { cva } from 'class-variance-authority';
import { Download, Eye, Heart, Share2 } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { CategoryChip } from '../../../primitives/category-chip/category-chip';
import { SafeImage } from '../../../primitives/safe-image/safe-image';
import { Skeleton } from '../../../primitives/skeleton/skeleton';

const galleryCardVariants = cva(
  'group bg-background shadow-card hover:shadow-card-hover relative flex h-full flex-col overflow-hidden rounded-2xl border transition-shadow',
  {
    variants: {
      variant: {
        default: 'border-border',
        featured: 'border-primary/30',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** What a visitor can do with a photo; each button shows only when its callback is given. */
type GalleryCardActions = {
  /** 'Suka': marks the photo liked (or not) for this visit. */
  onLike?: (item: GalleryItem) => void;
  /** 'Bagikan': shares a link to the photo. */
  onShare?: (item: GalleryItem) => void;
  /** 'Unduh': saves the image file. */
  onDownload?: (item: GalleryItem) => void;
  /**
   * Ids of the photos the visitor liked: their like buttons are pressed and their count is one
   * higher (the API keeps no visitor likes). Without it the button is not a toggle.
   */
  likedIds?: readonly GalleryItem['id'][];
};

type GalleryCardProps = Omit<React.ComponentProps<'article'>, 'children'> &
  GalleryCardActions & {
    /** The photo as the API answers it. */
    item: GalleryItem;
    /** 'featured': the larger card of 'Foto Unggulan', with its description and a badge. */
    variant?: 'default' | 'featured';
    /** Opens the photo (the page shows GalleryLightbox). */
    onOpen: () => void;
    /** Lazy by default; 'eager' for photos in the first screen. */
    imageLoading?: 'lazy' | 'eager';
    /** Level of the title's heading. */
    headingLevel?: 'h2' | 'h3';
  };

const actionButton =
  'text-muted-foreground hover:bg-primary-soft hover:text-primary-soft-foreground aria-pressed:text-accent-soft-foreground aria-pressed:bg-accent-soft inline-flex size-11 cursor-pointer items-center justify-center rounded-full';

/** A photo of the gallery: the picture and title open it; like, share and download act on it. */
function GalleryCard({
  item,
  variant = 'default',
  onOpen,
  onLike,
  onShare,
  onDownload,
  likedIds,
  imageLoading = 'lazy',
  headingLevel: Heading = 'h3',
  className,
  ...props
}: GalleryCardProps) {
  const featured = variant === 'featured';
  const liked = likedIds?.includes(item.id);
  return (
    <article
      data-slot="gallery-card"
      data-variant={variant}
      className={cn(galleryCardVariants({ variant }), className)}
      {...props}
    >
      <div className="bg-muted relative">
        <SafeImage
          src={item.image_url}
          alt={item.description}
          width={800}
          height={600}
          loading={imageLoading}
          decoding="async"
          className="aspect-[4/3] h-auto w-full object-cover transition-transform group-hover:scale-[1.02]"
        />
        {featured ? (
          <span className="bg-accent-soft text-accent-soft-foreground absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-semibold">
            Unggulan
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <CategoryChip name={galleryCategoryLabel(item.category)} />
          <time dateTime={item.taken_at} className="text-muted-foreground text-xs">
            {formatDate(item.taken_at, 'date')}
          </time>
        </div>
        <Heading
          data-slot="gallery-card-title"
          className={cn(
            'text-foreground mt-3 font-bold text-balance',
            featured ? 'text-xl' : 'text-lg',
          )}
        >
          {/* The title button covers the card (after:inset-0), so the picture opens it too. */}
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={onOpen}
            className="group-hover:text-primary cursor-pointer rounded-sm text-left after:absolute after:inset-0 after:rounded-2xl"
          >
            {item.title}
          </button>
        </Heading>
        {featured ? (
          <p className="text-muted-foreground mt-2 line-clamp-3 text-sm">{item.description}</p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 pt-4">
          <p className="text-muted-foreground flex flex-wrap items-center gap-3 text-sm tabular-nums">
            <span className="inline-flex items-center gap-1 whitespace-nowrap">
              <Eye aria-hidden className="size-4" />
              {formatNumberId(item.views)}
              <span className="sr-only"> kali dilihat</span>
            </span>
            <span className="inline-flex items-center gap-1 whitespace-nowrap">
              <Heart aria-hidden className="size-4" />
              {formatNumberId(item.likes + (liked ? 1 : 0))}
              <span className="sr-only"> suka</span>
            </span>
          </p>
          {/* Above the title button's cover, so each action stays its own target. */}
          <div className="relative z-10 -mr-2 flex flex-wrap items-center">
            {onLike ? (
              <button
                type="button"
                aria-label={`Suka foto ${item.title}`}
                aria-pressed={liked === undefined ? undefined : liked}
                onClick={() => onLike(item)}
                className={actionButton}
              >
                <Heart aria-hidden className={cn('size-5', liked && 'fill-current')} />
              </button>
            ) : null}
            {onShare ? (
              <button
                type="button"
                aria-label={`Bagikan foto ${item.title}`}
                onClick={() => onShare(item)}
                className={actionButton}
              >
                <Share2 aria-hidden className="size-5" />
              </button>
            ) : null}
            {onDownload ? (
              <button
                type="button"
                aria-label={`Unduh foto ${item.title}`}
                onClick={() => onDownload(item)}
                className={actionButton}
              >
                <Download aria-hidden className="size-5" />
              </button>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  );
}

function GalleryCardSkeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="gallery-card-skeleton"
      className={cn('border-border bg-background overflow-hidden rounded-2xl border', className)}
      {...props}
    >
      <Skeleton radius="none" className="aspect-[4/3] w-full" />
      <div className="p-5">
        <Skeleton radius="full" className="h-6 w-20" />
        <Skeleton className="mt-4 h-6 w-4/5" />
        <Skeleton className="mt-5 h-4 w-1/3" />
      </div>
    </div>
  );
}

export {
  GalleryCard,
  GalleryCardSkeleton,
  galleryCardVariants,
  type GalleryCardActions,
  type GalleryCardProps,
};
