import * as React from 'react';
import { Clock } from 'lucide-react';
import type { HoursRow } from '../business-hours';
import { cn } from '../../../lib/cn';
import { Panel } from '../../../primitives/panel/panel';

type HoursTableProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** From `formatHoursRows(settings.general.business_hours, dayGroupLabels)`. */
  rows: readonly HoursRow[];
  /** The box's heading, also the table's caption. */
  title?: string;
  /** The value of a closed day (shown in the danger colour). */
  closedLabel?: string;
  /** A line under the heading saying whether the clinic is open now (`OpenStatus`). */
  status?: React.ReactNode;
};

/** Opening hours per day group; closed days are marked by text and colour. */
function HoursTable({
  rows,
  title = 'Jam Operasional',
  closedLabel = 'Tutup',
  status,
  ...props
}: HoursTableProps) {
  return (
    <Panel data-slot="hours-table" title={title} icon={Clock} size="md" {...props}>
      {status ? <div className="mt-3">{status}</div> : null}
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
    </Panel>
  );
}

export { HoursTable, type HoursTableProps };
