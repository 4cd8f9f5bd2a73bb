import * as React from 'react';
import { ArrowLeft, FileQuestion, RotateCcw, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';
import { AppLink } from '../app-link/app-link';
import { Button } from '../button/button';

type ArticleStatusProps = React.ComponentProps<'section'> & {
  kind: 'not-found' | 'error';
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
  listHref = '/artikel',
  onRetry,
  className,
  ...props
}: ArticleStatusProps) {
  const titleId = React.useId();
  const { title, message, icon: Icon } = copy[kind];
  return (
    <section
      data-slot="article-status"
      data-kind={kind}
      aria-labelledby={titleId}
      role={kind === 'error' ? 'alert' : undefined}
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className={cn(
          'flex size-16 items-center justify-center rounded-full',
          kind === 'error' ? 'bg-danger-soft text-danger' : 'bg-primary-soft text-primary',
        )}
      >
        <Icon className="size-8" />
      </span>
      <h1 id={titleId} className="text-foreground mt-6 text-3xl font-bold text-balance">
        {title}
      </h1>
      <p className="text-muted-foreground mt-3 text-lg">{message}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
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
      </div>
    </section>
  );
}

export { ArticleStatus, type ArticleStatusProps };
