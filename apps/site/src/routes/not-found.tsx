import { NotFoundPage } from '@klinik/ui';
import { useGoBack } from '../app/navigation';
import type { RouteHandle } from '../app/routes';
import { Seo } from '../app/seo';

export const handle: RouteHandle = { notFound: true };

export function Component() {
  const goBack = useGoBack();
  return (
    <>
      <Seo
        title="Halaman Tidak Ditemukan"
        description="Halaman yang Anda cari tidak ditemukan."
        path="/404"
        noindex
      />
      <NotFoundPage onBack={goBack} />
    </>
  );
}
