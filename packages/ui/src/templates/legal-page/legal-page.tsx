import type { Page } from '@klinik/clinic';
import { ArticleBody } from '../../sections/articles/article-body/article-body';
import type { BreadcrumbItem } from '../../primitives/breadcrumbs/breadcrumbs';
import { EmptyState } from '../../feedback/empty-state/empty-state';
import { ErrorState } from '../../feedback/error-state/error-state';
import { RetryButton } from '../../feedback/list-state/list-state';
import { PageHero } from '../../layout/page-hero/page-hero';
import { PageSkeleton } from '../../feedback/page-skeleton/page-skeleton';
import type { Remote } from '../../lib/remote';

type LegalPageProps = {
  /** The page's text from the API (privacy policy, terms). */
  page: Remote<Page>;
  /** The trail above the h1, ending with the page (the site writes it as structured data). */
  breadcrumbs: readonly BreadcrumbItem[];
};

/** /kebijakan-privasi and /syarat-ketentuan: a legal text under its title. */
function LegalPage({ page, breadcrumbs }: LegalPageProps) {
  if (page.status === 'ready') {
    return (
      <>
        <PageHero
          title={page.data.title}
          description={page.data.excerpt}
          breadcrumbs={breadcrumbs}
        />
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          <ArticleBody html={page.data.content} />
        </div>
      </>
    );
  }
  if (page.status === 'loading') return <PageSkeleton label="Memuat halaman…" />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      {page.status === 'error' ? (
        <ErrorState
          title="Gagal memuat halaman"
          message="Periksa koneksi internet Anda, lalu coba lagi."
          action={<RetryButton onClick={page.retry} />}
        />
      ) : (
        <EmptyState
          title="Halaman belum tersedia"
          description="Silakan kembali lagi nanti, atau hubungi kami bila ada pertanyaan."
        />
      )}
    </div>
  );
}

export { LegalPage, type LegalPageProps };
