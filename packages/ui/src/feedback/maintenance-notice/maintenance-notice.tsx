import * as React from 'react';
import { Wrench } from 'lucide-react';

type MaintenanceNoticeProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The settings' `general.maintenance_message`; nothing is shown without it. */
  message?: string;
};

/**
 * A band above the header while the clinic has the site in maintenance (the settings'
 * `general.maintenance_mode`): its message, on every page. Polite: the live region stays in the
 * page, empty when off, so a message that arrives with new settings is announced without
 * interrupting; a message the page loads with is read in order, as the first thing.
 */
function MaintenanceNotice({ message, ...props }: MaintenanceNoticeProps) {
  return (
    <div role="status" data-slot="maintenance-notice" {...props}>
      {message ? (
        <p className="bg-accent-soft text-accent-soft-foreground border-accent/30 flex items-start justify-center gap-2 border-b px-4 py-2.5 text-center text-sm font-semibold text-pretty sm:px-6">
          <Wrench aria-hidden className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      ) : null}
    </div>
  );
}

export { MaintenanceNotice, type MaintenanceNoticeProps };
