import * as React from 'react';
import { Clock } from 'lucide-react';
import type { HoursRow } from '../../lib/business-hours';
import { cn } from '../../lib/cn';

type HoursTableProps = React.ComponentProps<'section'> & {
  /** From `formatHoursRows(settings.general.business_hours, dayGroupLabels)`. */
  rows: readonly HoursRow[];
  title?: string;
  closedLabel?: string;
};

/** Opening hours per day group; closed days are marked by text and colour. */
function HoursTable({
  rows,
  title = 'Jam Operasional',
  closedLabel = 'Tutup',
  className,
  ...props
}: HoursTableProps) {
  const titleId = React.useId();
  return (
    <section
      data-slot="hours-table"
      aria-labelledby={titleId}
      className={cn('border-border bg-background rounded-2xl border p-6', className)}
      {...props}
    >
      <h2 id={titleId} className="text-foreground flex items-center gap-2 text-lg font-bold">
        <Clock aria-hidden className="text-primary size-5" />
        {title}
      </h2>
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">{title}</caption>
        <tbody className="divide-border divide-y">
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="text-foreground py-3 text-left font-medium">
                {row.label}
              </th>
              <td
                className={cn(
                  'py-3 text-right font-semibold tabular-nums',
                  row.value === closedLabel ? 'text-danger' : 'text-foreground',
                )}
              >
                {row.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export { HoursTable, type HoursTableProps };
