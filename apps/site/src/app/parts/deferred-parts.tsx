import { deferred } from '../deferred';

/*
 * Parts of every page whose code no page's first JavaScript carries: the server renders them in
 * full, the browser keeps their HTML until their code is here (see deferred).
 */

/**
 * The header's search box: a GET form to the search page, so a search made before its code is
 * here loads the results page; the code adds searching without a new document.
 */
export const SiteSearch = deferred(
  () => import('@klinik/ui/site-search').then((module) => module.SiteSearch),
  ({ className }) => <div className={`min-h-11 ${className ?? ''}`} />,
);

/** The footer's open-now line: its rules and timer. */
export const OpenStatus = deferred(
  () => import('@klinik/ui/open-status').then((module) => module.OpenStatus),
  ({ className }) => (
    <p
      data-slot="open-status"
      data-state="pending"
      className={`min-h-[1lh] text-sm ${className ?? ''}`}
    />
  ),
);

/** The maintenance band: off but while the clinic says so. */
export const MaintenanceNotice = deferred(() =>
  import('@klinik/ui/maintenance-notice').then((module) => module.MaintenanceNotice),
);
