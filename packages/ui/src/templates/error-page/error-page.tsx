import * as React from 'react';
import { House, RotateCcw, TriangleAlert } from 'lucide-react';
import { pagePaths } from '@klinik/clinic';
import { AppLink } from '../../primitives/app-link/app-link';
import { Button } from '../../primitives/button/button';
import { StatusPage } from '../../feedback/status-page/status-page';

type ErrorPageProps = Omit<React.ComponentProps<'section'>, 'title' | 'children'> & {
  /** 'Coba Lagi': the site loads the page again. */
  onRetry: () => void;
  /** Where 'Kembali ke Beranda' leads. */
  homeHref?: string;
};

/**
 * What a page that failed while showing itself becomes (the site's error boundaries): what
 * happened in plain words, a retry and the way home. The header and footer stay around it.
 */
function ErrorPage({ onRetry, homeHref = pagePaths.home, ...props }: ErrorPageProps) {
  return (
    <StatusPage
      data-slot="error-page"
      tone="danger"
      icon={TriangleAlert}
      title="Terjadi Kesalahan"
      message="Maaf, halaman ini gagal ditampilkan. Coba muat ulang halaman, atau kembali ke beranda."
      {...props}
    >
      <Button size="lg" onClick={onRetry}>
        <RotateCcw aria-hidden className="size-5" />
        Coba Lagi
      </Button>
      <Button asChild variant="outline" size="lg">
        <AppLink data-slot="error-page-home" href={homeHref}>
          <House aria-hidden className="size-5" />
          Kembali ke Beranda
        </AppLink>
      </Button>
    </StatusPage>
  );
}

export { ErrorPage, type ErrorPageProps };
