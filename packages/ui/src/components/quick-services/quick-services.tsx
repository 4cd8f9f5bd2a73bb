import * as React from 'react';
import { CalendarCheck, House, Video, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

type QuickServiceItem = {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Where choosing the service leads, e.g. a prefilled chat link (opens in a new tab). */
  href?: string;
};

type QuickServicesProps = React.ComponentProps<'section'> & {
  title?: string;
  items?: readonly QuickServiceItem[];
  newTabHint?: string;
};

const quickServiceItems: QuickServiceItem[] = [
  {
    icon: CalendarCheck,
    title: 'Booking Konsultasi',
    description: 'Pilih jadwal kunjungan ke klinik sesuai waktu Anda.',
  },
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

/** The contact page's list of ways to get care; an item with `href` is a link to it. */
function QuickServices({
  title = 'Layanan Cepat',
  items = quickServiceItems,
  newTabHint = '(membuka tab baru)',
  className,
  ...props
}: QuickServicesProps) {
  const titleId = React.useId();
  return (
    <section
      data-slot="quick-services"
      aria-labelledby={titleId}
      className={cn('border-border bg-background rounded-2xl border p-6', className)}
      {...props}
    >
      <h2 id={titleId} className="text-foreground text-lg font-bold">
        {title}
      </h2>
      <ul className="mt-4 grid gap-4">
        {items.map(({ icon: Icon, title: itemTitle, description, href }) => (
          <li key={itemTitle} className="relative flex gap-3">
            <span
              aria-hidden
              className="bg-primary-soft text-primary flex size-10 shrink-0 items-center justify-center rounded-xl"
            >
              <Icon className="size-5" />
            </span>
            <div>
              <h3 className="text-foreground text-sm font-bold">
                {href ? (
                  // The link covers the whole row: a large touch target, one tab stop.
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-primary underline-offset-4 after:absolute after:inset-0 after:min-h-11 hover:underline"
                  >
                    {itemTitle}
                    <span className="sr-only"> {newTabHint}</span>
                  </a>
                ) : (
                  itemTitle
                )}
              </h3>
              <p className="text-muted-foreground text-sm">{description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export { QuickServices, quickServiceItems, type QuickServiceItem, type QuickServicesProps };
