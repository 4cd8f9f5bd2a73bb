import * as React from 'react';
import { MapPin, RotateCcw } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { Location } from '../../lib/content-types';
import { AppLink } from '../app-link/app-link';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { ErrorState } from '../error-state/error-state';
import { LocationCard, LocationCardSkeleton } from '../location-card/location-card';

type LocationListProps = React.ComponentProps<'div'> & {
  locations?: readonly Location[];
  status: 'loading' | 'error' | 'success';
  /** 'Try Again': the site reloads the page or refetches. */
  onRetry?: () => void;
  onBook?: (location: Location) => void;
  contactHref?: string;
  mapPlaceholder?: string;
};

function LocationList({
  locations,
  status,
  onRetry,
  onBook,
  contactHref = '/kontak',
  mapPlaceholder,
  className,
  ...props
}: LocationListProps) {
  if (status === 'loading') {
    return (
      <div
        data-slot="location-list"
        data-status="loading"
        aria-busy="true"
        className={className}
        {...props}
      >
        <p role="status" className="sr-only">
          Memuat lokasi klinik…
        </p>
        <div className="grid gap-8">
          <LocationCardSkeleton />
          <LocationCardSkeleton />
        </div>
      </div>
    );
  }

  if (status === 'error') {
    return (
      <div data-slot="location-list" data-status="error" className={className} {...props}>
        {/* The spec's wording for this state is English. */}
        <ErrorState
          lang="en"
          title="Error"
          message="Failed to load locations"
          action={
            <Button variant="outline" onClick={onRetry}>
              <RotateCcw aria-hidden />
              Try Again
            </Button>
          }
        />
      </div>
    );
  }

  if (!locations?.length) {
    return (
      <div data-slot="location-list" data-status="empty" className={className} {...props}>
        <EmptyState
          icon={MapPin}
          title="Belum Ada Lokasi Tersedia"
          description="Lokasi klinik akan segera ditambahkan. Sementara itu, hubungi kami langsung."
          action={
            <Button asChild>
              <AppLink href={contactHref}>Hubungi Kami</AppLink>
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div data-slot="location-list" data-status="success" className={cn(className)} {...props}>
      <ul className="grid gap-8">
        {locations.map((location) => (
          <li key={location.id}>
            <LocationCard location={location} onBook={onBook} mapPlaceholder={mapPlaceholder} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export { LocationList, type LocationListProps };
