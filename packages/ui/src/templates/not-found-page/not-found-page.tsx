import { pagePaths } from '@klinik/clinic';
import { NotFound, type NotFoundProps } from '../../feedback/not-found/not-found';

type NotFoundPageProps = Pick<NotFoundProps, 'onBack'> & {
  /** Where 'Kembali ke Beranda' leads: the site's home page, or the front desk's day. */
  homeHref?: string;
};

/** Any address no page has (spec section 2): 'Halaman Tidak Ditemukan', home and back. */
function NotFoundPage({ onBack, homeHref = pagePaths.home }: NotFoundPageProps) {
  return <NotFound onBack={onBack} homeHref={homeHref} />;
}

export { NotFoundPage, type NotFoundPageProps };
