import * as React from 'react';
import { ArrowRight } from 'lucide-react';
import { limits, pagePaths, type Service } from '@klinik/clinic';
import { AppLink } from '../../../primitives/app-link/app-link';
import { Button } from '../../../primitives/button/button';
import type { Remote } from '../../../lib/remote';
import { EmptyState } from '../../../feedback/empty-state/empty-state';
import { ListState } from '../../../feedback/list-state/list-state';
import { ServiceCard, ServiceCardSkeleton } from '../service-card/service-card';
import { ServiceListCard } from '../service-list-card/service-list-card';

type ServiceGridProps = React.ComponentProps<'div'> & {
  /** The services from the API and where the request stands. */
  state: Remote<readonly Service[]>;
  /** Cards shown at most; more services add a link to the full list. */
  max?: number;
  /** Where 'Lihat Semua Layanan & Harga' leads. */
  allServicesHref?: string;
  /** Level of the cards' headings (and of the failure's and empty state's). */
  cardHeadingLevel?: 'h2' | 'h3';
  /** 'summary' cards for the home page; 'detailed' cards (category, features) for /layanan. */
  card?: 'summary' | 'detailed';
};

const gridClass = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

function ServiceGrid({
  state,
  max = limits.homeServiceGrid,
  allServicesHref = pagePaths.services,
  cardHeadingLevel = 'h3',
  card = 'summary',
  className,
  ...props
}: ServiceGridProps) {
  return (
    <ListState
      dataSlot="service-grid"
      state={state}
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
      errorTitle="Gagal memuat layanan"
      headingLevel={cardHeadingLevel}
      empty={
        <EmptyState
          headingLevel={cardHeadingLevel}
          title="Belum ada layanan tersedia"
          description="Hubungi kami untuk mengetahui layanan yang dapat membantu pemulihan Anda."
        />
      }
    >
      {(services) => (
        <>
          <ul className={gridClass}>
            {services.slice(0, max).map((service) => (
              <li key={service.id}>
                {card === 'detailed' ? (
                  <ServiceListCard service={service} headingLevel={cardHeadingLevel} />
                ) : (
                  <ServiceCard service={service} headingLevel={cardHeadingLevel} />
                )}
              </li>
            ))}
          </ul>
          {services.length > max ? (
            <div className="mt-10 flex justify-center">
              <Button asChild variant="outline" size="lg">
                <AppLink data-slot="service-grid-all-link" href={allServicesHref}>
                  Lihat Semua Layanan &amp; Harga
                  <ArrowRight aria-hidden />
                </AppLink>
              </Button>
            </div>
          ) : null}
        </>
      )}
    </ListState>
  );
}

export { ServiceGrid, type ServiceGridProps };
