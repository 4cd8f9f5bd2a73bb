import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { longTextArticle, sampleArticles } from '../../../stories/fixtures';
import { empty, loadError, loading, ready } from '../../../stories/helpers';
import { FeaturedArticles } from './featured-articles';

const featured = sampleArticles.filter((article) => article.is_featured);
const retry = fn();

const meta = {
  title: 'Sections/Articles/FeaturedArticles',
  component: FeaturedArticles,
  tags: ['beta'],
  args: { state: ready(featured) },
} satisfies Meta<typeof FeaturedArticles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Artikel Pilihan' });
    await expect(region).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(featured.length);
    await expect(canvas.getAllByText('Pilihan')).toHaveLength(featured.length);
  },
};

export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Artikel Pilihan' })).toBeVisible();
    await expect(
      canvasElement.querySelector('[data-slot="featured-articles-list"]'),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvasElement.querySelectorAll('[data-slot="article-card-skeleton"]'),
    ).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { state: empty },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** A failed request is a failure with a retry, never an empty band. */
export const LoadError: Story = {
  args: { state: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Artikel Pilihan' });
    await expect(region).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Gagal memuat artikel pilihan');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: { state: ready([longTextArticle, ...featured.slice(1)]) },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
