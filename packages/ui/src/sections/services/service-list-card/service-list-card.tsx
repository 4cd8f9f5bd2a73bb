import * as React from 'react';
import { ArrowRight, Check } from 'lucide-react';
import { pagePaths, type Service } from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import { serviceIconFor } from '../service-icon';
import { AppLink } from '../../../primitives/app-link/app-link';
import { Button } from '../../../primitives/button/button';
import { CategoryChip } from '../../../primitives/category-chip/category-chip';
import { IconBadge } from '../../../primitives/icon-badge/icon-badge';
import { serviceFacts } from '../service-card/service-facts';
import { Skeleton, SkeletonLines } from '../../../primitives/skeleton/skeleton';

type ServiceListCardProps = React.ComponentProps<'article'> & {
  /** The service as the API lists it. */
  service: Service;
  /** Level of the name's heading. */
  headingLevel?: 'h2' | 'h3';
  /** Base path of the detail pages; the card links to `${basePath}/${service.slug}`. */
  basePath?: string;
  /** Features listed before the '+N fitur lainnya' line. */
  featureLimit?: number;
};

/** A service on the /layanan list: category, facts, the first features and a detail link. */
function ServiceListCard({
  service,
  headingLevel: Heading = 'h3',
  basePath = pagePaths.services,
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
        <IconBadge icon={serviceIconFor(service.icon)} size="lg" />
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
        {serviceFacts(service).map(({ icon: Icon, label, value }) => (
          <div key={label}>
            <dt className="text-muted-foreground flex items-center gap-1.5">
              <Icon aria-hidden className="text-primary size-4" />
              {label}
            </dt>
            <dd className="text-foreground mt-1 font-semibold">{value}</dd>
          </div>
        ))}
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
        <Skeleton radius="xl" className="size-12" />
        <Skeleton radius="full" className="h-6 w-20" />
      </div>
      <SkeletonLines
        lines={[
          'mt-5 h-6 w-2/3',
          'mt-3 h-4 w-full',
          'mt-2 h-4 w-5/6',
          { className: 'mt-5 h-16 w-full', radius: 'xl' },
          'mt-5 h-4 w-3/4',
          'mt-2 h-4 w-2/3',
          { className: 'mt-6 h-11 w-full', radius: 'lg' },
        ]}
      />
    </div>
  );
}

export { ServiceListCard, ServiceListCardSkeleton, type ServiceListCardProps };
