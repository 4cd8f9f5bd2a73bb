import { ErrorPage } from '@klinik/ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

/** The error React Router caught for this route, logged once for whoever reads the console. */
function useLoggedRouteError(what: string): void {
  const error = useRouteError();
  useEffect(() => console.error(what, error), [what, error]);
}

/** 'Coba Lagi' loads the page again from the server (a deploy may have replaced its code). */
const reload = () => window.location.reload();

/**
 * A page that could not be shown (its code did not load, it failed while rendering): the
 * library's 'Terjadi Kesalahan' page in the layout's place for the page. The router clears it at
 * the next navigation.
 */
export function PageError() {
  useLoggedRouteError('A page could not be shown');
  return <ErrorPage onRetry={reload} />;
}

/** The last resort, when the layout itself failed: the error page on its own. */
export function SiteError() {
  useLoggedRouteError('The site could not be shown');
  return (
    <main id="main">
      <ErrorPage onRetry={reload} />
    </main>
  );
}
