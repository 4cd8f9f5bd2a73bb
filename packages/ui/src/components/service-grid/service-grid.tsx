import * as React from 'react';
import { ArrowRight } from 'lucide-react';
import { limits, type Service } from '@klinik/clinic';
import { AppLink } from '../app-link/app-link';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { ErrorState } from '../error-state/error-state';
import { ListState, RetryButton } from '../list-state/list-state';
import { ServiceCard, ServiceCardSkeleton } from '../service-card/service-card';
import { ServiceListCard } from '../service-list-card/service-list-card';

type ServiceGridStatus = 'loading' | 'error' | 'success';

type ServiceGridProps = React.ComponentProps<'div'> & {
  services?: Service[];
  status: ServiceGridStatus;
  onRetry?: () => void;
  /** Cards shown at most; more services add a link to the full list. */
  max?: number;
  allServicesHref?: string;
  cardHeadingLevel?: 'h2' | 'h3';
  /** 'summary' cards for the home page; 'detailed' cards (category, features) for /layanan. */
  card?: 'summary' | 'detailed';
};

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

function ServiceGrid({
  services,
  status,
  onRetry,
  max = limits.homeServiceGrid,
  allServicesHref = '/layanan',
  cardHeadingLevel = 'h3',
  card = 'summary',
  className,
  ...props
}: ServiceGridProps) {
  const all = services ?? [];
  const shown = all.slice(0, max);

  return (
    <ListState
      dataSlot="service-grid"
      status={status}
      isEmpty={all.length === 0}
      loadingLabel="Memuat layanan…"
      className={className}
      {...props}
      skeleton={
        <div className={gridClass}>
          {Array.from(
            { length: Number.isFinite(max) ? max : limits.homeServiceGrid },
            (_, index) => (
              <ServiceCardSkeleton key={index} />
            ),
          )}
        </div>
      }
      error={
        <ErrorState
          headingLevel={cardHeadingLevel}
          title="Gagal memuat layanan"
          message="Periksa koneksi internet Anda, lalu coba lagi."
          action={onRetry ? <RetryButton onClick={onRetry} /> : undefined}
        />
      }
      empty={
        <EmptyState
          headingLevel={cardHeadingLevel}
          title="Belum ada layanan tersedia"
          description="Hubungi kami untuk mengetahui layanan yang dapat membantu pemulihan Anda."
        />
      }
    >
      <ul className={gridClass}>
        {shown.map((service) => (
          <li key={service.id}>
            {card === 'detailed' ? (
              <ServiceListCard service={service} headingLevel={cardHeadingLevel} />
            ) : (
              <ServiceCard service={service} headingLevel={cardHeadingLevel} />
            )}
          </li>
        ))}
      </ul>
      {all.length > max ? (
        <div className="mt-10 flex justify-center">
          <Button asChild variant="outline" size="lg">
            <AppLink data-slot="service-grid-all-link" href={allServicesHref}>
              Lihat Semua Layanan &amp; Harga
              <ArrowRight aria-hidden />
            </AppLink>
          </Button>
        </div>
      ) : null}
    </ListState>
  );
}

export { ServiceGrid, type ServiceGridProps, type ServiceGridStatus };
