import * as React from 'react';
import { pagePaths, type Location } from '@klinik/clinic';
import { MapPin } from 'lucide-react';
import type { Remote } from '../../../lib/remote';
import { AppLink } from '../../../primitives/app-link/app-link';
import { Button } from '../../../primitives/button/button';
import { EmptyState } from '../../../feedback/empty-state/empty-state';
import { ErrorState } from '../../../feedback/error-state/error-state';
import { ListState, RetryButton } from '../../../feedback/list-state/list-state';
import { LocationCard, LocationCardSkeleton } from '../location-card/location-card';

type LocationListProps = React.ComponentProps<'div'> & {
  /** The branches and where their request stands; 'Try Again' calls the state's retry. */
  state: Remote<readonly Location[]>;
  /** Where 'Buat Janji Temu' of a branch leads (the site: a prefilled chat naming it). */
  bookHref: (location: Location) => string;
  /** The booking page with a branch chosen; when given, 'Buat Janji Temu' leads there instead. */
  bookingHref?: (location: Location) => string;
  /** Where the empty state's 'Hubungi Kami' leads. */
  contactHref?: string;
  /** HTML shown in the map frames instead of loading the maps (stories: no network). */
  mapPlaceholder?: string;
};

function LocationList({
  state,
  bookHref,
  bookingHref,
  contactHref = pagePaths.contact,
  mapPlaceholder,
  ...props
}: LocationListProps) {
  return (
    <ListState
      dataSlot="location-list"
      state={state}
      loadingLabel="Memuat lokasi klinik…"
      {...props}
      skeleton={
        <div className="grid gap-8">
          <LocationCardSkeleton />
          <LocationCardSkeleton />
        </div>
      }
      error={(retry) => (
        // The spec's wording for this state is English.
        <ErrorState
          lang="en"
          title="Error"
          message="Failed to load locations"
          action={<RetryButton onClick={retry}>Try Again</RetryButton>}
        />
      )}
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
      {(locations) => (
        <ul className="grid gap-8">
          {locations.map((location) => (
            // The site search links to a branch as /lokasi-klinik#<slug>.
            <li key={location.id} id={location.slug} className="scroll-mt-24">
              <LocationCard
                location={location}
                bookHref={bookHref(location)}
                bookingHref={bookingHref?.(location)}
                mapPlaceholder={mapPlaceholder}
              />
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}

export { LocationList, type LocationListProps };
