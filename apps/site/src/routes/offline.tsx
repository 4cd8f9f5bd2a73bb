import { OfflinePage as OfflineTemplate } from '@klinik/ui';
import type { RouteHandle } from '../app/routes';
import { Seo } from '../app/seo';
import { OFFLINE_PAGE_PATH } from '../app/sw-protocol';
import { useSettings } from '../data/use-settings';

export const handle: RouteHandle = { offlineFallback: true };

/**
 * What the service worker shows for a page that was never opened on this device while there is
 * no connection. It says what still works: pages already opened, and a phone call.
 */
export function OfflinePage() {
  const settings = useSettings();
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
