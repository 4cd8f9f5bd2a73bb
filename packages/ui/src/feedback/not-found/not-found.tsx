import * as React from 'react';
import { ArrowLeft, House } from 'lucide-react';
import { cn } from '../../lib/cn';
import { AppLink } from '../../primitives/app-link/app-link';
import { Button } from '../../primitives/button/button';

type NotFoundProps = React.ComponentProps<'section'> & {
  /** Goes back in the browser history; the site passes `() => navigate(-1)`. */
  onBack?: () => void;
  /** The home page: 'Kembali ke Beranda' leads there. */
  homeHref: string;
};

function NotFound({ onBack, homeHref, className, ...props }: NotFoundProps) {
  const titleId = React.useId();

  return (
    <section
      data-slot="not-found"
      aria-labelledby={titleId}
      className={cn(
        'mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center',
        className,
      )}
      {...props}
    >
      <p
        data-slot="not-found-code"
        aria-hidden
        className="text-primary text-7xl font-extrabold tracking-tight sm:text-8xl"
      >
        404
      </p>
      <h1 id={titleId} className="text-foreground mt-4 text-3xl font-bold text-balance sm:text-4xl">
        Halaman Tidak Ditemukan
      </h1>
      <p className="text-muted-foreground mt-4 max-w-prose text-lg text-pretty">
        Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan. Periksa kembali alamatnya,
        atau lanjutkan dari beranda.
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg" wrap>
          <AppLink data-slot="not-found-home" href={homeHref}>
            <House aria-hidden className="size-5" />
            Kembali ke Beranda
          </AppLink>
        </Button>
        <Button data-slot="not-found-back" variant="outline" size="lg" wrap onClick={onBack}>
          <ArrowLeft aria-hidden className="size-5" />
          Kembali ke Halaman Sebelumnya
        </Button>
      </div>
    </section>
  );
}

export { NotFound, type NotFoundProps };
