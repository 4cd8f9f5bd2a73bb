import * as React from 'react';
import { ArrowRight, Check, Clock, Wallet, type LucideIcon } from 'lucide-react';
import type { Service } from '@klinik/clinic';
import { cn } from '../../lib/cn';
import { serviceIconFor } from '../../lib/service-icon';
import { AppLink } from '../app-link/app-link';
import { Button } from '../button/button';
import { CategoryChip } from '../category-chip/category-chip';
import { Skeleton } from '../skeleton/skeleton';

type ServiceListCardProps = React.ComponentProps<'article'> & {
  service: Service;
  headingLevel?: 'h2' | 'h3';
  /** Base path of the detail pages; the card links to `${basePath}/${service.slug}`. */
  basePath?: string;
  /** Features listed before the '+N fitur lainnya' line. */
  featureLimit?: number;
};

function IconTile({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span
      aria-hidden
      className="bg-primary-soft text-primary flex size-12 shrink-0 items-center justify-center rounded-xl"
    >
      <Icon className="size-6" />
    </span>
  );
}

/** A service on the /layanan list: category, facts, the first features and a detail link. */
function ServiceListCard({
  service,
  headingLevel: Heading = 'h3',
  basePath = '/layanan',
  featureLimit = 3,
  className,
  ...props
}: ServiceListCardProps) {
  const shown = service.features.slice(0, featureLimit);
  const more = service.features.length - shown.length;

  return (
    <article
      data-slot="service-list-card"
      className={cn(
        'border-border bg-background shadow-card hover:shadow-card-hover flex h-full flex-col rounded-2xl border p-6 transition-shadow',
        className,
      )}
      {...props}
    >
      <div className="flex items-start justify-between gap-4">
        <IconTile icon={serviceIconFor(service.icon)} />
        <CategoryChip name={service.category.name} />
      </div>
      <Heading
        data-slot="service-list-card-title"
        className="text-foreground mt-5 text-xl font-bold text-balance"
      >
        {service.name}
      </Heading>
      <p className="text-muted-foreground mt-2 text-sm">{service.shortDesc}</p>

      <dl className="bg-muted mt-5 grid grid-cols-2 gap-3 rounded-xl p-4 text-sm">
        <div>
          <dt className="text-muted-foreground flex items-center gap-1.5">
            <Clock aria-hidden className="text-primary size-4" />
            Durasi
          </dt>
          <dd className="text-foreground mt-1 font-semibold">{service.duration}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground flex items-center gap-1.5">
            <Wallet aria-hidden className="text-primary size-4" />
            Harga
          </dt>
          <dd className="text-foreground mt-1 font-semibold">{service.price}</dd>
        </div>
      </dl>

      {shown.length ? (
        <div className="mt-5 flex-1">
          <ul aria-label={`Fitur ${service.name}`} className="grid gap-2 text-sm">
            {shown.map((feature) => (
              <li key={feature} className="text-foreground flex items-start gap-2">
                <Check aria-hidden className="text-primary mt-0.5 size-4 shrink-0" />
                {feature}
              </li>
            ))}
          </ul>
          {more > 0 ? (
            <p
              data-slot="service-list-card-more"
              className="text-muted-foreground mt-2 pl-6 text-sm"
            >
              +{more} fitur lainnya
            </p>
          ) : null}
        </div>
      ) : (
        <div className="flex-1" />
      )}

      <Button asChild variant="outline" className="mt-6 w-full">
        <AppLink data-slot="service-list-card-link" href={`${basePath}/${service.slug}`}>
          Pelajari Lebih Lanjut
          <span className="sr-only"> tentang {service.name}</span>
          <ArrowRight aria-hidden />
        </AppLink>
      </Button>
    </article>
  );
}

function ServiceListCardSkeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="service-list-card-skeleton"
      className={cn('border-border bg-background flex flex-col rounded-2xl border p-6', className)}
      {...props}
    >
      <div className="flex justify-between">
        <Skeleton className="size-12 rounded-xl" />
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
      <Skeleton className="mt-5 h-6 w-2/3" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <Skeleton className="mt-5 h-16 w-full rounded-xl" />
      <Skeleton className="mt-5 h-4 w-3/4" />
      <Skeleton className="mt-2 h-4 w-2/3" />
      <Skeleton className="mt-6 h-11 w-full rounded-lg" />
    </div>
  );
}

export { ServiceListCard, ServiceListCardSkeleton, type ServiceListCardProps };
