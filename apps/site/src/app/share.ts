import type { GalleryItem } from '@klinik/clinic';
import type { ShareOutcome } from '@klinik/ui';
import { PHOTO_HASH } from '../data/use-gallery';
import { absoluteUrl } from './seo';

/**
 * Shares a link with the phone's own share sheet (Web Share API) where there is one, and
 * otherwise copies it to the clipboard, so the visitor can paste it into a chat.
 */
export async function sharePage(data: {
  title: string;
  text: string;
  url: string;
}): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      // Closing the share sheet is the visitor's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') {
        return 'cancelled';
      }
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** Saves a file of this site under the given name (same origin, so `download` is honoured). */
export function downloadFile(href: string, filename: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
}

/** 'Bagikan' of a gallery photo: a link that opens it (/galeri#foto-<slug>). */
export function sharePhoto(item: GalleryItem): Promise<ShareOutcome> {
  return sharePage({
    title: item.title,
    text: item.description,
    url: absoluteUrl(`/galeri${PHOTO_HASH}${encodeURIComponent(item.slug)}`),
  });
}

/** 'Unduh' of a gallery photo: the image file, named after the photo. */
export function downloadPhoto(item: GalleryItem): void {
  const extension = item.image_url.split('.').pop() ?? 'jpg';
  downloadFile(item.image_url, `${item.slug}.${extension}`);
}
