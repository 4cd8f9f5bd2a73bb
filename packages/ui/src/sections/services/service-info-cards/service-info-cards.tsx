import * as React from 'react';
import { Clock, Tag, Wallet, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { IconBadge } from '../../../primitives/icon-badge/icon-badge';

type ServiceInfoCardsProps = React.ComponentProps<'dl'> & {
  duration: string;
  price: string;
  category: string;
};

/** The three facts at the top of a service detail page. */
function ServiceInfoCards({
  duration,
  price,
  category,
  className,
  ...props
}: ServiceInfoCardsProps) {
  const cards: { icon: LucideIcon; label: string; value: string }[] = [
    { icon: Clock, label: 'Durasi', value: duration },
    { icon: Wallet, label: 'Harga', value: price },
    { icon: Tag, label: 'Kategori', value: category },
  ];
  return (
    <dl
      data-slot="service-info-cards"
      className={cn('grid gap-4 sm:grid-cols-3', className)}
      {...props}
    >
      {cards.map(({ icon: Icon, label, value }) => (
        <div
          key={label}
          data-slot="service-info-card"
          className="border-border bg-background shadow-card rounded-2xl border p-5"
        >
          <dt className="text-muted-foreground flex items-center gap-2 text-sm">
            <IconBadge icon={Icon} size="sm" />
            {label}
          </dt>
          <dd className="text-foreground mt-3 text-lg font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export { ServiceInfoCards, type ServiceInfoCardsProps };
