import { pagePaths } from '@klinik/clinic';
import { AppLink } from '../../primitives/app-link/app-link';
import { Button } from '../../primitives/button/button';
import { MessagePage } from '../../feedback/message-page/message-page';
import { telHref } from '../../lib/tel';

type OfflinePageProps = {
  /** The clinic's phone as shown (the merged settings): a call needs no internet. */
  phone: string;
  /** 'Coba Lagi': the site loads the page again. */
  onRetry: () => void;
};

/**
 * What the service worker shows for a page never opened on this device while there is no
 * connection: what still works (pages already opened, a phone call).
 */
function OfflinePage({ phone, onRetry }: OfflinePageProps) {
  return (
    <MessagePage
      data-slot="offline-page"
      title="Anda Sedang Offline"
      lead="Halaman ini belum tersimpan di perangkat Anda, jadi belum bisa dibuka tanpa koneksi internet."
      details={
        <>
          <h2 className="text-foreground mt-10 text-xl font-bold">Yang tetap bisa Anda lakukan</h2>
          <ul className="text-muted-foreground mx-auto mt-4 max-w-prose list-disc space-y-2 pl-6 text-left">
            <li>Membaca kembali halaman dan artikel yang pernah Anda buka di perangkat ini.</li>
            <li>
              Menelepon klinik di{' '}
              <a href={telHref(phone)} className="font-semibold">
                {phone}
              </a>{' '}
              untuk jadwal dan pertanyaan: panggilan telepon tidak membutuhkan internet.
            </li>
            <li>Mencoba lagi setelah koneksi kembali.</li>
          </ul>
        </>
      }
    >
      <Button onClick={onRetry}>Coba Lagi</Button>
      <Button asChild variant="outline">
        <AppLink href={pagePaths.home}>Kembali ke Beranda</AppLink>
      </Button>
    </MessagePage>
  );
}

export { OfflinePage, type OfflinePageProps };
