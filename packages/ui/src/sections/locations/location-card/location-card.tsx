import { formatDate } from '@klinik/clinic';
import * as React from 'react';
import {
  CalendarCheck,
  CalendarX,
  Check,
  Clock,
  Mail,
  MapPin,
  Navigation,
  Phone,
  Star,
} from 'lucide-react';
import type { Location } from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import { buildDirectionsUrl, buildMapEmbedUrl, buildMapLinkUrl } from '../map-links';
import { telHref } from '../../../lib/tel';
import { AppLink } from '../../../primitives/app-link/app-link';
import { Button } from '../../../primitives/button/button';
import { ExternalLink } from '../../../primitives/external-link/external-link';
import { OpenStatus } from '../open-status/open-status';
import { Skeleton, SkeletonLines } from '../../../primitives/skeleton/skeleton';

type LocationCardProps = React.ComponentProps<'article'> & {
  /**
   * The branch as the API answers it. Without coordinates it shows no map and no directions;
   * without structured hours, no open-now line.
   */
  location: Location;
  /**
   * Where 'Buat Janji Temu' leads, opened in a new tab (the site: a chat naming the branch). A
   * real link, so a tap works before any script has run.
   */
  bookHref: string;
  /**
   * The booking page with this branch chosen (`/janji-temu?branch=slug`): when given, 'Buat Janji
   * Temu' leads there in the same tab instead of to `bookHref`'s chat.
   */
  bookingHref?: string;
  /** Level of the branch name's heading. */
  headingLevel?: 'h2' | 'h3';
  /** Replaces the map url (tests, other map providers). */
  mapSrc?: string;
  /** HTML shown in the map frame instead of loading `mapSrc` (stories: no network). */
  mapPlaceholder?: string;
};

interface Coordinates {
  latitude: number;
  longitude: number;
}

function coordinatesOf({ latitude, longitude }: Location): Coordinates | undefined {
  return latitude == null || longitude == null ? undefined : { latitude, longitude };
}

/**
 * The branch on an embedded map. A Google Maps embed weighs hundreds of kilobytes, so the page
 * first shows a link that opens the place in Maps (it works before any script and without
 * script); once the page is hydrated, the embed replaces it as soon as the card comes near the
 * screen. No map request ever competes with the page's first paint.
 */
function LocationMap({
  location,
  at,
  mapSrc,
  mapPlaceholder,
}: Pick<LocationCardProps, 'location' | 'mapSrc' | 'mapPlaceholder'> & { at: Coordinates }) {
  // A placeholder loads nothing: stories show the frame at once, so screenshots do not race.
  const [near, setNear] = React.useState(mapPlaceholder !== undefined);
  const linkRef = React.useRef<HTMLAnchorElement>(null);

  React.useEffect(() => {
    const link = linkRef.current;
    if (near || !link) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(link);
    return () => observer.disconnect();
  }, [near]);

  const box = 'bg-sky h-72 w-full border-0 lg:h-full lg:min-h-96';
  if (near) {
    return (
      <iframe
        data-slot="location-card-map"
        title={`${location.name} di peta`}
        src={mapSrc ?? buildMapEmbedUrl(at.latitude, at.longitude)}
        srcDoc={mapPlaceholder}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className={box}
      />
    );
  }
  return (
    <ExternalLink
      ref={linkRef}
      data-slot="location-card-map-link"
      href={buildMapLinkUrl(at.latitude, at.longitude)}
      className={cn(
        box,
        'text-primary flex flex-col items-center justify-center gap-2 p-6 text-center font-semibold hover:underline',
      )}
    >
      <MapPin aria-hidden className="size-8" />
      Lihat {location.name} di Google Maps
    </ExternalLink>
  );
}

/** The card's frame: the facts beside the map from `lg`, above it on a phone. */
const cardClass = 'border-border grid overflow-hidden rounded-2xl border';
const withMapClass = 'lg:grid-cols-2';

function LocationCard({
  location,
  bookHref,
  bookingHref,
  headingLevel: Heading = 'h2',
  mapSrc,
  mapPlaceholder,
  className,
  ...props
}: LocationCardProps) {
  const at = coordinatesOf(location);
  const bookLabel = (
    <>
      <CalendarCheck aria-hidden />
      Buat Janji Temu
      <span className="sr-only"> di {location.name}</span>
    </>
  );
  const rows = [
    { icon: MapPin, label: 'Alamat', value: location.address },
    {
      icon: Phone,
      label: 'Telepon',
      value: (
        <a
          href={telHref(location.phone)}
          className="text-primary inline-flex min-h-11 items-center rounded-sm font-semibold hover:underline"
        >
          {location.phone}
        </a>
      ),
    },
    {
      icon: Mail,
      label: 'Email',
      value: (
        <a
          href={`mailto:${location.email}`}
          className="text-primary inline-flex min-h-11 items-center rounded-sm font-semibold break-all hover:underline"
        >
          {location.email}
        </a>
      ),
    },
    {
      icon: Clock,
      label: 'Jam operasional',
      value: (
        <>
          {location.operating_hours}
          {location.business_hours ? (
            <OpenStatus hours={location.business_hours} className="mt-1" />
          ) : null}
          {location.next_closure ? (
            <span
              data-slot="location-card-closure"
              className="text-foreground mt-1 flex items-start gap-1.5 font-semibold"
            >
              <CalendarX aria-hidden className="text-danger mt-0.5 size-4 shrink-0" />
              Tutup {formatDate(location.next_closure.date, 'dayMonth')}:{' '}
              {location.next_closure.reason}
            </span>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <article
      data-slot="location-card"
      className={cn('bg-background shadow-card', cardClass, at && withMapClass, className)}
      {...props}
    >
      <div className="flex flex-col p-6 sm:p-8">
        {location.is_main_location ? (
          <span className="bg-accent-soft text-accent-soft-foreground inline-flex items-center gap-1.5 self-start rounded-full px-3 py-1 text-xs font-bold">
            <Star aria-hidden className="size-3.5" />
            Klinik Utama
          </span>
        ) : null}
        <Heading className="text-foreground mt-3 text-2xl font-bold">{location.name}</Heading>
        <p className="text-muted-foreground mt-2">{location.description}</p>
        <dl className="mt-6 grid gap-4 text-sm">
          {rows.map(({ icon: Icon, label, value }) => (
            <div key={label} className="flex gap-3">
              <dt className="shrink-0">
                <span className="sr-only">{label}</span>
                <span
                  aria-hidden
                  className="bg-primary-soft text-primary flex size-9 items-center justify-center rounded-lg"
                >
                  <Icon className="size-4" />
                </span>
              </dt>
              <dd className="text-foreground self-center">{value}</dd>
            </div>
          ))}
        </dl>
        {location.facilities.length ? (
          <div className="mt-6">
            <p className="text-foreground text-sm font-bold">Fasilitas</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {location.facilities.map((facility) => (
                <li
                  key={facility}
                  className="bg-muted text-foreground inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium"
                >
                  <Check aria-hidden className="text-primary size-3.5" />
                  {facility}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild>
            {bookingHref ? (
              <AppLink data-slot="location-card-booking" href={bookingHref}>
                {bookLabel}
              </AppLink>
            ) : (
              <ExternalLink href={bookHref}>{bookLabel}</ExternalLink>
            )}
          </Button>
          {at ? (
            <Button asChild variant="outline">
              <ExternalLink
                data-slot="location-card-directions"
                href={buildDirectionsUrl(at.latitude, at.longitude)}
              >
                <Navigation aria-hidden />
                Petunjuk Arah
                <span className="sr-only"> ke {location.name}</span>
              </ExternalLink>
            </Button>
          ) : null}
        </div>
      </div>
      {at ? (
        <LocationMap location={location} at={at} mapSrc={mapSrc} mapPlaceholder={mapPlaceholder} />
      ) : null}
    </article>
  );
}

function LocationCardSkeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="location-card-skeleton"
      className={cn(cardClass, withMapClass, className)}
      {...props}
    >
      <div className="grid content-start gap-3 p-8">
        <SkeletonLines
          lines={[
            { className: 'h-6 w-24', radius: 'full' },
            'h-7 w-2/3',
            'h-4 w-full',
            'mt-4 h-4 w-5/6',
            'h-4 w-1/2',
            'h-4 w-2/3',
            { className: 'mt-4 h-11 w-44', radius: 'lg' },
          ]}
        />
      </div>
      <Skeleton radius="none" className="h-72 lg:h-full" />
    </div>
  );
}

export { LocationCard, LocationCardSkeleton, type LocationCardProps };
