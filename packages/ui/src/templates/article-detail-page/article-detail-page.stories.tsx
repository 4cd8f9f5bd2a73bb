import type { Meta, StoryObj } from '@storybook/react-vite';
import { relatedArticles } from '@klinik/clinic';
import { expect, fn } from 'storybook/test';
import { sampleArticles, sampleReferences, sectionedArticle } from '../../stories/fixtures';
import {
  desktop,
  empty,
  expectNoSidewaysScroll,
  expectSideBySide,
  hasSlots,
  loadError,
  loading,
  mobile,
  ready,
} from '../../stories/helpers';
import { ArticleDetailPage } from './article-detail-page';

const retry = fn();
const article = sectionedArticle;
const share = {
  url: `https://geraksehat.id/artikel/${article.slug}`,
  onShareSheet: fn(() => Promise.resolve('shared' as const)),
  onCopyLink: fn(() => Promise.resolve('copied' as const)),
};

const meta = {
  title: 'Templates/Detail Artikel',
  component: ArticleDetailPage,
  tags: ['beta'],
  args: {
    article: ready(article),
    related: ready(relatedArticles(article, sampleArticles)),
    authorJobTitle: 'Kepala Fisioterapis',
    share,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ArticleDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: article.category.name })).toHaveAttribute(
      'href',
      `/artikel?kategori=${article.category.slug}`,
    );
    // Who reviewed it, when it last changed, where it leads and what it rests on.
    const reviewer = article.reviewed_by;
    await expect(
      canvas.getByText(`${reviewer?.name ?? ''}, ${reviewer?.job_title ?? ''}`),
    ).toBeVisible();
    await expect(canvas.getByText('2 September 2025')).toBeVisible();
    const toc = canvas.getByRole('navigation', { name: 'Daftar Isi' });
    await expect(toc).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tahapan pemulihan' })).toHaveAttribute(
      'href',
      '#tahapan-pemulihan',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Referensi' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Baca sumber/ })).toHaveAttribute(
      'href',
      sampleReferences[0]?.url ?? '',
    );
    await expect(canvas.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = {
  ...desktop,
  play: async ({ canvas }) => {
    // The related articles sit beside the article on a wide screen.
    await expectSideBySide(
      canvas.getByRole('article'),
      canvas.getByRole('complementary', { name: 'Artikel terkait' }),
    );
  },
};

export const LoadingMobile: Story = {
  ...mobile,
  args: { article: loading, related: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat artikel');
  },
};

export const LoadingDesktop: Story = { ...desktop, args: LoadingMobile.args };

/** The article is there, its related articles are still on their way. */
export const RelatedLoadingDesktop: Story = {
  ...desktop,
  args: { related: loading },
  play: hasSlots('related-articles-skeleton', 3),
};

export const LoadErrorMobile: Story = {
  ...mobile,
  args: { article: loadError(retry), related: loading },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Gagal memuat artikel' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const LoadErrorDesktop: Story = { ...desktop, args: LoadErrorMobile.args };

export const NotFoundMobile: Story = {
  ...mobile,
  args: { article: empty, related: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Artikel tidak ditemukan' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kembali ke halaman artikel' })).toBeVisible();
  },
};

export const NotFoundDesktop: Story = { ...desktop, args: NotFoundMobile.args };
