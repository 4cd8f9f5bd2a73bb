import { Button } from '@klinik/ui';
import { Link } from 'react-router-dom';
import { Seo } from '../app/seo';

/** Only a redirect target (spec section 8: HTTP 401 leads here); there is no online patient area. */
export function Component() {
  return (
    <>
      <Seo
        title="Area Pasien"
        description="Area pasien belum tersedia secara online."
        path="/login"
        noindex
      />
      <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
        <h1 className="text-3xl font-bold text-balance text-foreground sm:text-4xl">
          Area Pasien Belum Tersedia Online
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Sesi Anda telah berakhir atau halaman ini membutuhkan akun. Saat ini layanan akun pasien
          belum tersedia secara online. Untuk jadwal, hasil terapi, atau pertanyaan lain, silakan
          hubungi tim kami.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/">Kembali ke Beranda</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/kontak">Hubungi Kami</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
