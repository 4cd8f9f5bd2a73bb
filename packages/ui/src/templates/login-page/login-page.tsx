import { pagePaths } from '@klinik/clinic';
import { AppLink } from '../../primitives/app-link/app-link';
import { Button } from '../../primitives/button/button';
import { MessagePage } from '../../feedback/message-page/message-page';

/** /login: only where an expired session leads (spec section 8); there is no patient area online. */
function LoginPage() {
  return (
    <MessagePage
      title="Area Pasien Belum Tersedia Online"
      lead="Sesi Anda telah berakhir atau halaman ini membutuhkan akun. Saat ini layanan akun pasien belum tersedia secara online. Untuk jadwal, hasil terapi, atau pertanyaan lain, silakan hubungi tim kami."
    >
      <Button asChild>
        <AppLink href={pagePaths.home}>Kembali ke Beranda</AppLink>
      </Button>
      <Button asChild variant="outline">
        <AppLink href={pagePaths.contact}>Hubungi Kami</AppLink>
      </Button>
    </MessagePage>
  );
}

export { LoginPage };
