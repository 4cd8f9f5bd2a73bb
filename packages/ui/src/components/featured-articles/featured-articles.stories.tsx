import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longTextArticle, sampleArticles } from '../../stories/fixtures';
import { FeaturedArticles } from './featured-articles';

const featured = sampleArticles.filter((article) => article.is_featured);

const meta = {
  title: 'Articles/FeaturedArticles',
  component: FeaturedArticles,
  args: { articles: featured },
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
  args: { status: 'loading', articles: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Artikel Pilihan' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(
      canvasElement.querySelectorAll('[data-slot="article-card-skeleton"]'),
    ).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { articles: [] },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: { articles: [longTextArticle, ...featured.slice(1)] },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
