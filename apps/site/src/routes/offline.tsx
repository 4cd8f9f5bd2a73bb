import { OfflinePage as OfflineTemplate } from '@klinik/ui';
import type { RouteHandle } from '../app/route-handle';
import { Seo } from '../app/seo';
import { OFFLINE_PAGE_PATH } from '../app/sw-protocol';
import { pageData } from '../data/page-data';
import { settings } from '../data/use-settings';

const data = pageData({ settings });

export const handle: RouteHandle = { prefetch: data.prefetch, offlineFallback: true };

/**
 * What the service worker shows for a page that was never opened on this device while there is
 * no connection. It says what still works: pages already opened, and a phone call.
 */
export function OfflinePage() {
  const { settings } = data.use();
  return (
    <>
      <Seo
        title="Anda Sedang Offline"
        description="Halaman ini belum tersimpan di perangkat Anda dan membutuhkan koneksi internet."
        path={OFFLINE_PAGE_PATH}
        noindex
      />
      <OfflineTemplate phone={settings.contact.phone} onRetry={() => window.location.reload()} />
    </>
  );
}

export { OfflinePage as Component };
