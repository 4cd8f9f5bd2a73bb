import { LoginPage } from '@klinik/ui';
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
      <LoginPage />
    </>
  );
}
