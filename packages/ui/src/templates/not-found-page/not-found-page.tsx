import { pagePaths } from '@klinik/clinic';
import { NotFound, type NotFoundProps } from '../../feedback/not-found/not-found';

type NotFoundPageProps = Pick<NotFoundProps, 'onBack'>;

/** Any address no page has (spec section 2): 'Halaman Tidak Ditemukan', home and back. */
function NotFoundPage({ onBack }: NotFoundPageProps) {
  return <NotFound onBack={onBack} homeHref={pagePaths.home} />;
}

export { NotFoundPage, type NotFoundPageProps };
