import * as React from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { GalleryItem } from '@klinik/clinic';
import { cva } from 'class-variance-authority';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { SafeImage } from '../../../primitives/safe-image/safe-image';

type GalleryLightboxProps = {
  /** The photos browsed with the arrows (the list the opened photo belongs to). */
  photos: readonly Pick<GalleryItem, 'id' | 'title' | 'description' | 'image_url'>[];
  /** Index of the photo shown; null when closed. */
  openIndex: number | null;
  /** Called with the next index, or null when the visitor closes the dialog. */
  onOpenIndexChange: (index: number | null) => void;
  /** Classes of the dialog's panel. */
  className?: string;
};

/** The round buttons: over the photo (previous, next) or on the caption's panel (close). */
const roundButtonVariants = cva(
  'text-foreground hover:bg-background inline-flex size-11 cursor-pointer items-center justify-center rounded-full shadow-card',
  {
    variants: { over: { photo: 'bg-background/90', panel: 'bg-muted shrink-0' } },
    defaultVariants: { over: 'photo' },
  },
);

/** A photo enlarged in a modal dialog: focus trap, Escape closes, arrow keys browse. */
function GalleryLightbox({
  photos,
  openIndex,
  onOpenIndexChange,
  className,
}: GalleryLightboxProps) {
  const photo = openIndex === null ? undefined : photos[openIndex];
  const count = photos.length;
  // Opened from a thumbnail, not a Dialog.Trigger: remember it so closing returns focus there.
  const returnFocusTo = React.useRef<HTMLElement | null>(null);
  const go = (step: number) => {
    if (openIndex === null || count === 0) return;
    onOpenIndexChange((openIndex + step + count) % count);
  };

  return (
    <Dialog.Root
      open={photo !== undefined}
      onOpenChange={(open) => !open && onOpenIndexChange(null)}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/80" />
        <Dialog.Content
          data-slot="gallery-lightbox"
          onOpenAutoFocus={() => {
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo.current?.isConnected) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') go(1);
            if (event.key === 'ArrowLeft') go(-1);
          }}
          className={cn(
            'bg-background fixed top-1/2 left-1/2 z-50 w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-2xl',
            className,
          )}
        >
          {photo ? (
            <>
              <div className="relative bg-black">
                <SafeImage
                  src={photo.image_url}
                  alt={photo.title}
                  className="mx-auto max-h-[70vh] w-full object-contain"
                />
                {count > 1 ? (
                  <>
                    <button
                      type="button"
                      aria-label="Foto sebelumnya"
                      onClick={() => go(-1)}
                      className={cn(
                        roundButtonVariants(),
                        'absolute top-1/2 left-3 -translate-y-1/2',
                      )}
                    >
                      <ChevronLeft aria-hidden className="size-5" />
                    </button>
                    <button
                      type="button"
                      aria-label="Foto berikutnya"
                      onClick={() => go(1)}
                      className={cn(
                        roundButtonVariants(),
                        'absolute top-1/2 right-3 -translate-y-1/2',
                      )}
                    >
                      <ChevronRight aria-hidden className="size-5" />
                    </button>
                  </>
                ) : null}
              </div>
              <div className="flex items-start justify-between gap-4 p-5">
                <div>
                  <Dialog.Title className="text-foreground text-lg font-bold">
                    {photo.title}
                  </Dialog.Title>
                  <Dialog.Description className="text-muted-foreground mt-1 text-sm">
                    {photo.description}
                  </Dialog.Description>
                  <p className="text-muted-foreground mt-2 text-xs">
                    Foto {(openIndex ?? 0) + 1} dari {count}
                  </p>
                </div>
                <Dialog.Close aria-label="Tutup" className={roundButtonVariants({ over: 'panel' })}>
                  <X aria-hidden className="size-5" />
                </Dialog.Close>
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export { GalleryLightbox, type GalleryLightboxProps };
