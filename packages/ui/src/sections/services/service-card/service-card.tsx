import * as React from 'react';
import { ArrowRight } from 'lucide-react';
import { pagePaths, type Service } from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import { serviceIconFor } from '../service-icon';
import { AppLink } from '../../../primitives/app-link/app-link';
import { IconBadge } from '../../../primitives/icon-badge/icon-badge';
import { SkeletonLines } from '../../../primitives/skeleton/skeleton';
import { serviceFacts } from './service-facts';

type ServiceCardProps = React.ComponentProps<'article'> & {
  /** The service as the API lists it. */
  service: Service;
  /** Level of the name's heading. */
  headingLevel?: 'h2' | 'h3';
  /** Base path of the detail pages; the card links to `${basePath}/${service.slug}`. */
  basePath?: string;
  /** The detail link's text. */
  linkLabel?: string;
};

function ServiceCard({
  service,
  headingLevel: Heading = 'h3',
  basePath = pagePaths.services,
  linkLabel = 'Pelajari Lebih Lanjut',
  className,
  ...props
}: ServiceCardProps) {
  return (
    <article
      data-slot="service-card"
      className={cn(
        'group border-border bg-background shadow-card hover:border-primary/40 hover:shadow-card-hover flex h-full flex-col rounded-2xl border p-6 transition-shadow',
        className,
      )}
      {...props}
    >
      <IconBadge data-slot="service-card-icon" icon={serviceIconFor(service.icon)} size="lg" />
      <Heading
        data-slot="service-card-title"
        className="text-foreground mt-5 text-xl font-bold text-balance"
      >
        {service.name}
      </Heading>
      <p data-slot="service-card-description" className="text-muted-foreground mt-2 flex-1 text-sm">
        {service.shortDesc}
      </p>
      <dl
        data-slot="service-card-meta"
        className="border-border mt-5 grid gap-2 border-t pt-4 text-sm"
      >
        {serviceFacts(service).map(({ icon: Icon, label, value }) => (
          <div key={label} className="flex items-center gap-2">
            <dt className="text-muted-foreground flex items-center gap-2">
              <Icon aria-hidden className="text-primary size-4" />
              {label}
            </dt>
            <dd className="text-foreground ml-auto text-right font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <AppLink
        data-slot="service-card-link"
        href={`${basePath}/${service.slug}`}
        className="text-primary mt-5 inline-flex min-h-11 items-center gap-2 self-start rounded-md text-sm font-semibold underline-offset-4 hover:underline"
      >
        {linkLabel}
        <span className="sr-only"> tentang {service.name}</span>
        <ArrowRight
          aria-hidden
          className="size-4 transition-transform group-hover:translate-x-0.5"
        />
      </AppLink>
    </article>
  );
}

/** The card's shape while services load. */
function ServiceCardSkeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="service-card-skeleton"
      className={cn(
        'border-border bg-background flex h-full flex-col rounded-2xl border p-6',
        className,
      )}
      {...props}
    >
      <SkeletonLines
        lines={[
          { className: 'size-12', radius: 'xl' },
          'mt-5 h-6 w-2/3',
          'mt-3 h-4 w-full',
          'mt-2 h-4 w-5/6',
          'mt-6 h-4 w-full',
          'mt-2 h-4 w-full',
          'mt-6 h-5 w-40',
        ]}
      />
    </div>
  );
}

export { ServiceCard, ServiceCardSkeleton, type ServiceCardProps };
