import { ArticleBody, Button, ErrorState, Skeleton } from '@klinik/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { PageIntro } from '../app/page-intro';
import type { RouteHandle } from '../app/route-handle';
import { useApi } from '../data/api-context';
import { pageQuery } from '../data/queries';

/** /kebijakan-privasi and /syarat-ketentuan: the page of the same slug from the API. */
const slugOf = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '');

export const handle: RouteHandle = {
  prefetch: ({ queryClient, api, pathname }) => [
    queryClient.fetchQuery(pageQuery(api, slugOf(pathname))),
  ],
};

export function Component() {
  const { pathname } = useLocation();
  const slug = slugOf(pathname);
  const page = useQuery(pageQuery(useApi(), slug));

  if (page.isPending) {
    return (
      <div aria-busy="true" className="mx-auto max-w-3xl px-4 py-16">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-6 h-4 w-full" />
        <Skeleton className="mt-3 h-4 w-5/6" />
      </div>
    );
  }
  if (page.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorState
          title="Gagal memuat halaman"
          message="Periksa koneksi internet Anda, lalu coba lagi."
          action={
            <Button variant="outline" onClick={() => void page.refetch()}>
              Coba Lagi
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <>
      <PageIntro
        title={page.data.title}
        seoTitle={page.data.meta_title}
        description={page.data.meta_description}
        lead={page.data.excerpt}
        path={`/${slug}`}
      />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <ArticleBody html={page.data.content} />
      </div>
    </>
  );
}
