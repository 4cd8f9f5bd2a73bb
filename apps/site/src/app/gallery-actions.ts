import { pagePaths, type GalleryItem } from '@klinik/clinic';
import { PHOTO_HASH } from '../data/use-gallery';
import { absoluteUrl } from './seo';
import { shareLink } from './share';

/** 'Bagikan' of a gallery photo: a link that opens it (/galeri#foto-<slug>). */
export function sharePhoto(item: GalleryItem) {
  return shareLink({
    title: item.title,
    text: item.description,
    url: absoluteUrl(`${pagePaths.gallery}${PHOTO_HASH}${encodeURIComponent(item.slug)}`),
  });
}

/** Saves a file of this site under the given name (same origin, so `download` is honoured). */
function downloadFile(href: string, filename: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
}

/** 'Unduh' of a gallery photo: the image file, named after the photo. */
export function downloadPhoto(item: GalleryItem): void {
  const extension = item.image_url.split('.').pop() ?? 'jpg';
  downloadFile(item.image_url, `${item.slug}.${extension}`);
}
