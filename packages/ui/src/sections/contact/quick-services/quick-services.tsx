import * as React from 'react';
import { CalendarCheck, House, Video, type LucideIcon } from 'lucide-react';
import { AppLink } from '../../../primitives/app-link/app-link';
import { ExternalLink } from '../../../primitives/external-link/external-link';
import { Panel } from '../../../primitives/panel/panel';
import { IconBadge } from '../../../primitives/icon-badge/icon-badge';

type QuickServiceItem = {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Where choosing the service leads, e.g. a prefilled chat link (opens in a new tab). */
  href?: string;
  /** `href` is a page of this site (the booking page): opened in the same tab. */
  internal?: boolean;
};

type QuickServicesProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** The box's heading. */
  title?: string;
  /** The services listed; by default booking, homecare and online consultation. */
  items?: readonly QuickServiceItem[];
};

/** The booking item: the one the booking page can take over from the chat. */
const bookingQuickService: QuickServiceItem = {
  icon: CalendarCheck,
  title: 'Booking Konsultasi',
  description: 'Pilih jadwal kunjungan ke klinik sesuai waktu Anda.',
};

const quickServiceItems: QuickServiceItem[] = [
  bookingQuickService,
  {
    icon: House,
    title: 'Layanan Homecare',
    description: 'Fisioterapis datang ke rumah dengan peralatan lengkap.',
  },
  {
    icon: Video,
    title: 'Konsultasi Online',
    description: 'Ceritakan keluhan Anda dan dapatkan saran awal dari jarak jauh.',
  },
];

/** The link covers the whole row: a large touch target, one tab stop. */
const rowLink =
  'text-primary underline-offset-4 after:absolute after:inset-0 after:min-h-11 hover:underline';

/** The contact page's list of ways to get care; an item with `href` is a link to it. */
function QuickServices({
  title = 'Layanan Cepat',
  items = quickServiceItems,
  ...props
}: QuickServicesProps) {
  return (
    <Panel data-slot="quick-services" title={title} size="md" {...props}>
      <ul className="mt-4 grid gap-4">
        {items.map(({ icon: Icon, title: itemTitle, description, href, internal }) => (
          <li key={itemTitle} className="relative flex gap-3">
            <IconBadge icon={Icon} />
            <div>
              <h3 className="text-foreground text-sm font-bold">
                {href && internal ? (
                  <AppLink href={href} className={rowLink}>
                    {itemTitle}
                  </AppLink>
                ) : href ? (
                  <ExternalLink href={href} className={rowLink}>
                    {itemTitle}
                  </ExternalLink>
                ) : (
                  itemTitle
                )}
              </h3>
              <p className="text-muted-foreground text-sm">{description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export {
  QuickServices,
  bookingQuickService,
  quickServiceItems,
  type QuickServiceItem,
  type QuickServicesProps,
};
