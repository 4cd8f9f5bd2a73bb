import * as React from 'react';
import {
  CalendarClock,
  CircleCheck,
  CircleX,
  UserCheck,
  UserX,
  type LucideIcon,
} from 'lucide-react';
import { optionLabel, visitStatuses, type VisitStatus } from '@klinik/clinic';
import { cn } from '../../../lib/cn';

type VisitStatusBadgeProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** The visit's status; its label is `visitStatuses`'. */
  status: VisitStatus;
};

/**
 * Each status's icon and colours: a badge token pair (each claimed at AA), and an icon of its
 * own, so the label and the icon say it where the colour cannot (forced colours, colour blindness).
 */
const looks: Record<VisitStatus, { icon: LucideIcon; className: string }> = {
  confirmed: { icon: CalendarClock, className: 'bg-badge-blue text-badge-blue-foreground' },
  arrived: { icon: UserCheck, className: 'bg-badge-teal text-badge-teal-foreground' },
  done: { icon: CircleCheck, className: 'bg-badge-green text-badge-green-foreground' },
  no_show: { icon: UserX, className: 'bg-badge-amber text-badge-amber-foreground' },
  cancelled: { icon: CircleX, className: 'bg-badge-rose text-badge-rose-foreground' },
};

/**
 * A visit's status at the desk: its label ('Terjadwal', 'Hadir', 'Selesai', 'Tidak hadir',
 * 'Dibatalkan') with an icon of its own on a colour of its own. The words carry the meaning; the
 * colour and the icon only help find it in a list.
 */
function VisitStatusBadge({ status, className, ...props }: VisitStatusBadgeProps) {
  const { icon: Icon, className: colours } = looks[status];
  return (
    <span
      data-slot="visit-status-badge"
      data-status={status}
      className={cn(
        'inline-flex max-w-full items-center gap-1.5 rounded-full border border-transparent px-2.5 py-1 text-xs font-semibold',
        colours,
        className,
      )}
      {...props}
    >
      <Icon aria-hidden className="size-3.5 shrink-0" />
      {optionLabel(visitStatuses, status)}
    </span>
  );
}

export { VisitStatusBadge, type VisitStatusBadgeProps };
