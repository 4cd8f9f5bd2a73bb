import type { Meta, StoryObj } from '@storybook/react-vite';
import { topTags } from '@klinik/clinic';
import { expect, fn } from 'storybook/test';
import { sampleArticleCategories, sampleArticles } from '../../stories/fixtures';
import {
  desktop,
  empty,
  expectNoSidewaysScroll,
  expectSideBySide,
  hasTexts,
  loadError,
  loading,
  mobile,
  ready,
  retriesAfter,
} from '../../stories/helpers';
import { ArticlesPage } from './articles-page';

const retry = fn();
const pagination = { current_page: 1, last_page: 2, per_page: 6, total: 8 };

const meta = {
  title: 'Templates/Artikel',
  component: ArticlesPage,
  tags: ['beta'],
  args: {
    query: { page: 1, sort_by: 'published_at', sort_order: 'desc' },
    articles: ready({ data: sampleArticles, pagination }),
    featured: ready(sampleArticles.filter((article) => article.is_featured)),
    categories: ready(sampleArticleCategories),
    tags: topTags(sampleArticles),
    onChange: fn(),
    breadcrumbs: [{ label: 'Beranda', href: '/' }, { label: 'Artikel' }],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ArticlesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Artikel Pilihan' })).toBeVisible();
    await expect(canvas.getByText('Menampilkan 1 - 6 dari 8 artikel')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 2' }));
    await expect(args.onChange).toHaveBeenCalledWith({ type: 'page', value: 2 });
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const [first, second] = canvasElement.querySelectorAll(
      '[data-slot="article-list"] [data-slot="article-card"]',
    );
    if (!first || !second) throw new Error('no article cards');
    await expectSideBySide(first, second);
  },
};

/** A filtered list: chips for each filter, no featured band, 'Hasil Pencarian'. */
export const FilteredMobile: Story = {
  ...mobile,
  args: { query: { ...meta.args.query, category: 'anak', tag: 'motorik' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Hasil Pencarian' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Artikel Pilihan' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus filter Kategori: Anak' }));
    await expect(args.onChange).toHaveBeenCalledWith({ type: 'category', value: undefined });
  },
};

export const LoadingMobile: Story = {
  ...mobile,
  args: { articles: loading, featured: loading, categories: loading },
  play: hasTexts('Memuat artikel…'),
};

export const LoadingDesktop: Story = { ...desktop, args: LoadingMobile.args };

/** Both lists failed: each says so with a retry; the featured band is not hidden as empty. */
export const LoadErrorMobile: Story = {
  ...mobile,
  args: { articles: loadError(retry), featured: loadError(retry), categories: loadError(retry) },
  play: retriesAfter(retry, ['Gagal memuat artikel pilihan', 'Gagal memuat artikel']),
};

export const LoadErrorDesktop: Story = { ...desktop, args: LoadErrorMobile.args };

export const EmptyMobile: Story = {
  ...mobile,
  args: { query: { ...meta.args.query, search: 'tidak ada' }, articles: empty, tags: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Artikel tidak ditemukan')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Semua Filter' }));
    await expect(args.onChange).toHaveBeenCalledWith({ type: 'clear' });
  },
};

export const EmptyDesktop: Story = { ...desktop, args: EmptyMobile.args };
