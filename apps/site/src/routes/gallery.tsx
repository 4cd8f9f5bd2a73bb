import { pagePaths } from '@klinik/clinic';
import { GalleryPage } from '@klinik/ui';
import { breadcrumbItems, crumbs } from '../app/breadcrumbs';
import { PageMeta } from '../app/page-meta';
import { routeLoader } from '../app/route-loader';
import { downloadPhoto, sharePhoto } from '../app/gallery-actions';
import { loadGallery, useGallery } from '../data/use-gallery';

const trail = crumbs({ label: 'Galeri', path: pagePaths.gallery });

/** What search engines and share previews say of the page. */
const meta = {
  title: 'Galeri Klinik & Kegiatan',
  description:
    'Foto ruang terapi, peralatan, tim fisioterapis, dan kegiatan klinik fisioterapi kami di Bandung.',
  keywords:
    'galeri klinik fisioterapi, foto klinik fisioterapi bandung, ruang terapi, kegiatan fisioterapi',
};

export const loader = routeLoader(loadGallery);

export function Component() {
  const gallery = useGallery();
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
