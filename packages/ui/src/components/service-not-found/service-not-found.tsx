import * as React from 'react';
import { ArrowLeft, SearchX } from 'lucide-react';
import { cn } from '../../lib/cn';
import { AppLink } from '../app-link/app-link';
import { Button } from '../button/button';

type ServiceNotFoundProps = React.ComponentProps<'section'> & {
  listHref?: string;
};

/** Shown for an unknown service slug. */
function ServiceNotFound({ listHref = '/layanan', className, ...props }: ServiceNotFoundProps) {
  const titleId = React.useId();
  return (
    <section
      data-slot="service-not-found"
      aria-labelledby={titleId}
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className="bg-primary-soft text-primary flex size-16 items-center justify-center rounded-full"
      >
        <SearchX className="size-8" />
      </span>
      <h1 id={titleId} className="text-foreground mt-6 text-3xl font-bold text-balance">
        Layanan tidak ditemukan
      </h1>
      <p className="text-muted-foreground mt-3 text-lg text-pretty">
        Layanan yang Anda cari tidak tersedia atau alamatnya sudah berubah. Lihat daftar layanan
        kami untuk menemukan terapi yang sesuai.
      </p>
      <Button asChild size="lg" className="mt-8">
        <AppLink data-slot="service-not-found-link" href={listHref}>
          <ArrowLeft aria-hidden className="size-5" />
          Kembali ke Daftar Layanan
        </AppLink>
      </Button>
    </section>
  );
}

export { ServiceNotFound, type ServiceNotFoundProps };
