import type { Page } from '@klinik/clinic';
import { ArticleBody } from '../../sections/articles/article-body/article-body';
import {
  DataRequestForm,
  dataRequestAnchor,
  type DataRequestFormProps,
} from '../../sections/legal/data-request-form/data-request-form';
import { PrivacyFacts } from '../../sections/legal/privacy-facts/privacy-facts';
import type { BreadcrumbItem } from '../../primitives/breadcrumbs/breadcrumbs';
import { ErrorState } from '../../feedback/error-state/error-state';
import { RetryButton } from '../../feedback/list-state/list-state';
import { PageHero } from '../../layout/page-hero/page-hero';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import type { Remote } from '../../lib/remote';

type PrivacyPageProps = {
  /** The clinic's policy text from the API (the clinic as a whole: medical records, analytics). */
  page: Remote<Page>;
  /** The request form: its route's action, what it renders as, its state and answer. */
  requestForm: DataRequestFormProps;
  /** The trail above the h1, ending with the page (the site writes it as structured data). */
  breadcrumbs: readonly BreadcrumbItem[];
};

/**
 * /kebijakan-privasi: the clinic's policy text, then the website's own data written from the
 * contract's processing record (what, why, how long, who receives it, the rights), then the form
 * "Permintaan data pribadi". The facts and the form need no request, so they show whatever state
 * the policy text is in.
 */
function PrivacyPage({ page, requestForm, breadcrumbs }: PrivacyPageProps) {
  const text = page.status === 'ready' ? page.data : undefined;
  return (
    <>
      <PageHero
        title={text?.title ?? 'Kebijakan Privasi'}
        description={text?.excerpt}
        breadcrumbs={breadcrumbs}
      />
      <div className="mx-auto grid max-w-5xl gap-14 px-4 py-12 sm:px-6">
        <div className="mx-auto w-full max-w-3xl">
          {page.status === 'ready' ? <ArticleBody html={page.data.content} /> : null}
          {page.status === 'loading' ? (
            <div aria-busy="true" className="grid gap-3">
              <p role="status" className="sr-only">
                Memuat kebijakan privasi…
              </p>
              {Array.from({ length: 5 }, (_, index) => (
                <Skeleton key={index} className="h-5" />
              ))}
            </div>
          ) : null}
          {page.status === 'error' ? (
            <ErrorState
              title="Gagal memuat kebijakan privasi"
              message="Periksa koneksi internet Anda, lalu coba lagi. Data yang disimpan situs dan formulir permintaan tetap ada di bawah."
              action={<RetryButton onClick={page.retry} />}
            />
          ) : null}
        </div>
        <PrivacyFacts requestHref={`#${dataRequestAnchor}`} />
        <section
          id={dataRequestAnchor}
          aria-labelledby={`${dataRequestAnchor}-judul`}
          className="grid scroll-mt-24 gap-4"
        >
          <h2 id={`${dataRequestAnchor}-judul`} className="text-foreground text-2xl font-bold">
            Permintaan data pribadi
          </h2>
          <p className="text-muted-foreground max-w-prose">
            Minta salinan, perbaikan, atau penghapusan data Anda, atau tarik persetujuan Anda. Tulis
            nomor WhatsApp atau email yang Anda pakai dengan klinik, agar kami menemukan datanya.
          </p>
          <DataRequestForm className="max-w-3xl" {...requestForm} />
        </section>
      </div>
    </>
  );
}

export { PrivacyPage, type PrivacyPageProps };
