import { GalleryPage } from '@klinik/ui';
import { breadcrumbItems, crumbs } from '../app/breadcrumbs';
import { PageMeta } from '../app/page-meta';
import type { RouteHandle } from '../app/route-handle';
import { downloadPhoto, sharePhoto } from '../app/share';
import { pageData } from '../data/page-data';
import { gallery } from '../data/use-gallery';

const data = pageData({ gallery });
const trail = crumbs({ label: 'Galeri', path: '/galeri' });

/** What search engines and share previews say of the page. */
const meta = {
  title: 'Galeri Klinik & Kegiatan',
  description:
    'Foto ruang terapi, peralatan, tim fisioterapis, dan kegiatan klinik fisioterapi kami di Bandung.',
  keywords:
    'galeri klinik fisioterapi, foto klinik fisioterapi bandung, ruang terapi, kegiatan fisioterapi',
};

export const handle: RouteHandle = { prefetch: data.prefetch };

export function Component() {
  const { gallery } = data.use();
  return (
    <>
      <PageMeta trail={trail} {...meta} />
      <GalleryPage
        featured={gallery.featured}
        photos={gallery.photos}
        counts={gallery.counts}
        filter={gallery.filter}
        onSearchChange={gallery.setSearch}
        onSortChange={gallery.setSort}
        onCategoryChange={gallery.setCategory}
        onReset={gallery.reset}
        hasMore={gallery.hasMore}
        onLoadMore={gallery.loadMore}
        loadingMore={gallery.loadingMore}
        linkedPhoto={gallery.linkedPhoto}
        onShare={sharePhoto}
        onDownload={downloadPhoto}
        breadcrumbs={breadcrumbItems(trail)}
      />
    </>
  );
}
