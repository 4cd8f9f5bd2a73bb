import { LegalPage } from '@klinik/ui';
import { breadcrumbItems, crumbs } from '../app/breadcrumbs';
import { PageMeta } from '../app/page-meta';
import type { RouteHandle } from '../app/route-handle';
import { pageData } from '../data/page-data';
import { page } from '../data/use-page';

/** /kebijakan-privasi and /syarat-ketentuan: the API's page of the same slug. */
const data = pageData({ page });

export const handle: RouteHandle = { prefetch: data.prefetch };

export function Component() {
  const { page } = data.use();
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
