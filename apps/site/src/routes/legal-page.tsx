import { LegalPage } from '@klinik/ui';
import { useLocation } from 'react-router-dom';
import { breadcrumbItems, crumbs } from '../app/breadcrumbs';
import { PageMeta } from '../app/page-meta';
import { routeLoader } from '../app/route-loader';
import { loadPage, pageSlug, usePage } from '../data/use-page';

/** /syarat-ketentuan: the API's page of the same slug (the privacy page is routes/privacy.tsx). */
export const loader = routeLoader(loadPage);

export function Component() {
  const page = usePage(pageSlug(useLocation().pathname));
  const text = page.status === 'ready' ? page.data : undefined;
  const trail = text ? crumbs({ label: text.title, path: `/${text.slug}` }) : [];
  return (
    <>
      {text ? (
        <PageMeta trail={trail} title={text.meta_title} description={text.meta_description} />
      ) : null}
      <LegalPage page={page} breadcrumbs={breadcrumbItems(trail)} />
    </>
  );
}
