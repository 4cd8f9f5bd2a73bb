import { NotFound } from '@klinik/ui';
import { useNavigate } from 'react-router-dom';
import type { RouteHandle } from '../app/route-handle';
import { Seo } from '../app/seo';

export const handle: RouteHandle = { notFound: true };

export function Component() {
  const navigate = useNavigate();

  function goBack() {
    // A visitor who opened this link in a new tab has no page to go back to: take them home.
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  }

  return (
    <>
      <Seo
        title="Halaman Tidak Ditemukan"
        description="Halaman yang Anda cari tidak ditemukan."
        path="/404"
        noindex
      />
      <NotFound onBack={goBack} />
    </>
  );
}
