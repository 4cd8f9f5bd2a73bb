import * as React from 'react';
import { ArrowLeft, SearchX } from 'lucide-react';
import { pagePaths } from '@klinik/clinic';
import { AppLink } from '../../../primitives/app-link/app-link';
import { Button } from '../../../primitives/button/button';
import { StatusPage } from '../../../feedback/status-page/status-page';

type ServiceNotFoundProps = Omit<React.ComponentProps<'section'>, 'title' | 'children'> & {
  /** Where 'Kembali ke Daftar Layanan' leads. */
  listHref?: string;
};

/** Shown for an unknown service slug. */
function ServiceNotFound({ listHref = pagePaths.services, ...props }: ServiceNotFoundProps) {
  return (
    <StatusPage
      data-slot="service-not-found"
      icon={SearchX}
      title="Layanan tidak ditemukan"
      message="Layanan yang Anda cari tidak tersedia atau alamatnya sudah berubah. Lihat daftar layanan kami untuk menemukan terapi yang sesuai."
      {...props}
    >
      <Button asChild size="lg">
        <AppLink data-slot="service-not-found-link" href={listHref}>
          <ArrowLeft aria-hidden className="size-5" />
          Kembali ke Daftar Layanan
        </AppLink>
      </Button>
    </StatusPage>
  );
}

export { ServiceNotFound, type ServiceNotFoundProps };
