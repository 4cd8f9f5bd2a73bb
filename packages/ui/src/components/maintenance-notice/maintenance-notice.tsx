import * as React from 'react';

type MaintenanceNoticeProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The settings' `general.maintenance_message`; nothing is shown without it. */
  message?: string;
};

/**
 * The band's markup and icon: off by default, so no page's first JavaScript carries them. A page
 * built while maintenance is on has the band in its HTML, which stays while this loads.
 */
const MaintenanceMessage = React.lazy(() => import('./maintenance-message'));

/**
 * A band above the header while the clinic has the site in maintenance (the settings'
 * `general.maintenance_mode`): its message, on every page. Polite: the live region stays in the
 * page, empty when off, so a message that arrives with new settings is announced without
 * interrupting; a message the page loads with is read in order, as the first thing.
 */
// Memoized: a render of the layout before the band's code is here would otherwise reach the
// boundary React has not hydrated yet and make it drop the prerendered band for a moment.
const MaintenanceNotice = React.memo(function MaintenanceNotice({
  message,
  ...props
}: MaintenanceNoticeProps) {
  return (
    <div role="status" data-slot="maintenance-notice" {...props}>
      {message ? (
        <React.Suspense fallback={null}>
          <MaintenanceMessage message={message} />
        </React.Suspense>
      ) : null}
    </div>
  );
});

export { MaintenanceNotice, type MaintenanceNoticeProps };
