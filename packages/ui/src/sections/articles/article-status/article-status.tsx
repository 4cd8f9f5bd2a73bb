import * as React from 'react';
import { ArrowLeft, FileQuestion, RotateCcw, TriangleAlert } from 'lucide-react';
import { pagePaths } from '@klinik/clinic';
import { AppLink } from '../../../primitives/app-link/app-link';
import { Button } from '../../../primitives/button/button';
import { StatusPage } from '../../../feedback/status-page/status-page';

type ArticleStatusProps = Omit<React.ComponentProps<'section'>, 'title' | 'children'> & {
  /** A missing article, or one that failed to load. */
  kind: 'not-found' | 'error';
  /** Where 'Kembali ke halaman artikel' leads. */
  listHref?: string;
  /** Offered on 'error' only: 'Coba Lagi'. */
  onRetry?: () => void;
};

const copy = {
  'not-found': {
    title: 'Artikel tidak ditemukan',
    message: 'Artikel yang Anda cari tidak tersedia atau alamatnya sudah berubah.',
    icon: FileQuestion,
  },
  error: {
    title: 'Gagal memuat artikel',
    message: 'Periksa koneksi internet Anda, lalu coba lagi.',
    icon: TriangleAlert,
  },
};

/** A missing or failed article, always with the way back to the list. */
function ArticleStatus({
  kind,
  listHref = pagePaths.articles,
  onRetry,
  ...props
}: ArticleStatusProps) {
  return (
    <StatusPage
      data-slot="article-status"
      data-kind={kind}
      tone={kind === 'error' ? 'danger' : 'primary'}
      {...copy[kind]}
      {...props}
    >
      <Button asChild size="lg">
        <AppLink href={listHref}>
          <ArrowLeft aria-hidden className="size-5" />
          Kembali ke halaman artikel
        </AppLink>
      </Button>
      {kind === 'error' && onRetry ? (
        <Button variant="outline" size="lg" onClick={onRetry}>
          <RotateCcw aria-hidden className="size-5" />
          Coba Lagi
        </Button>
      ) : null}
    </StatusPage>
  );
}

export { ArticleStatus, type ArticleStatusProps };
