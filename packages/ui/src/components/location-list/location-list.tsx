import * as React from 'react';
import { MapPin } from 'lucide-react';
import type { Location } from '../../lib/content-types';
import { AppLink } from '../app-link/app-link';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { ErrorState } from '../error-state/error-state';
import { ListState, RetryButton } from '../list-state/list-state';
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
  return (
    <ListState
      dataSlot="location-list"
      status={status}
      isEmpty={!locations?.length}
      loadingLabel="Memuat lokasi klinik…"
      className={className}
      {...props}
      skeleton={
        <div className="grid gap-8">
          <LocationCardSkeleton />
          <LocationCardSkeleton />
        </div>
      }
      error={
        // The spec's wording for this state is English.
        <ErrorState
          lang="en"
          title="Error"
          message="Failed to load locations"
          action={<RetryButton onClick={onRetry}>Try Again</RetryButton>}
        />
      }
      empty={
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
      }
    >
      <ul className="grid gap-8">
        {locations?.map((location) => (
          <li key={location.id}>
            <LocationCard location={location} onBook={onBook} mapPlaceholder={mapPlaceholder} />
          </li>
        ))}
      </ul>
    </ListState>
  );
}

export { LocationList, type LocationListProps };
