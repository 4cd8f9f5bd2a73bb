import { staffPagePaths } from '@klinik/clinic';
import { ErrorPage, NotFoundPage } from '@klinik/ui';
import { DeskShell } from '@klinik/ui/desk';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useGoBack } from '../app/navigation';
import { StaffMeta } from './staff-meta';
import { useDeskFrame } from './use-desk-frame';

/** 'Coba Lagi' loads the page again from the server. */
const reload = () => window.location.reload();

/** What React Router caught, logged once, unless it is the desk's not-found answer. */
function useDeskError(): { notFound: boolean } {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.error('A desk page could not be shown', error);
  }, [notFound, error]);
  return { notFound };
}

/**
 * A record or page the account may not see, or that does not exist: the same not-found page in
 * the desk's frame (a desk account on an admin's page gets it too).
 */
export function DeskNotFound() {
  const goBack = useGoBack();
  return (
    <DeskShell {...useDeskFrame()}>
      <StaffMeta title="Tidak Ditemukan" />
      <NotFoundPage onBack={goBack} homeHref={staffPagePaths.root} />
    </DeskShell>
  );
}

/** A desk page that failed, or a record not found, inside the desk's frame. */
export function DeskPageError() {
  const { notFound } = useDeskError();
  const frame = useDeskFrame();
  if (notFound) return <DeskNotFound />;
  return (
    <DeskShell {...frame}>
      <StaffMeta title="Terjadi Kesalahan" />
      <ErrorPage onRetry={reload} homeHref={staffPagePaths.root} />
    </DeskShell>
  );
}

/** The last resort, when the desk's frame itself failed (the session could not be asked). */
export function StaffError() {
  useDeskError();
  return (
    <main id="main">
      <StaffMeta title="Terjadi Kesalahan" />
      <ErrorPage onRetry={reload} homeHref={staffPagePaths.root} />
    </main>
  );
}
