import { contact } from '@klinik/clinic';
import { Button } from '@klinik/ui';
import { Link } from 'react-router-dom';
import type { RouteHandle } from '../app/route-handle';
import { Seo } from '../app/seo';
import { OFFLINE_PAGE_PATH } from '../app/sw-protocol';
import { useSettings } from '../data/hooks';

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
      <section
        data-slot="offline-page"
        className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28"
      >
        <h1 className="text-3xl font-bold text-balance text-foreground sm:text-4xl">
          Anda Sedang Offline
        </h1>
        <p className="mt-4 text-lg text-pretty text-muted-foreground">
          Halaman ini belum tersimpan di perangkat Anda, jadi belum bisa dibuka tanpa koneksi
          internet.
        </p>
        <h2 className="mt-10 text-xl font-bold text-foreground">Yang tetap bisa Anda lakukan</h2>
        <ul className="mx-auto mt-4 max-w-prose list-disc space-y-2 pl-6 text-left text-muted-foreground">
          <li>Membaca kembali halaman dan artikel yang pernah Anda buka di perangkat ini.</li>
          <li>
            Menelepon klinik di{' '}
            <a href={`tel:${contact.phoneHref}`} className="font-semibold">
              {settings.contact.phone}
            </a>{' '}
            untuk jadwal dan pertanyaan: panggilan telepon tidak membutuhkan internet.
          </li>
          <li>Mencoba lagi setelah koneksi kembali.</li>
        </ul>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={() => window.location.reload()}>Coba Lagi</Button>
          <Button asChild variant="outline">
            <Link to="/">Kembali ke Beranda</Link>
          </Button>
        </div>
      </section>
    </>
  );
}

export { OfflinePage as Component };
