import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { at, longTextArticle, sampleArticles } from '../../../stories/fixtures';
import { ArticleMeta } from './article-meta';

const article = at(sampleArticles, 0);

const meta = {
  title: 'Sections/Articles/ArticleMeta',
  component: ArticleMeta,
  tags: ['stable'],
  args: {
    author: article.author,
    publishedAt: article.published_at,
    readingMinutes: 3,
    viewCount: article.view_count,
  },
} satisfies Meta<typeof ArticleMeta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rina Kusumawati')).toBeVisible();
    await expect(canvas.queryByText(/S\.Ft\./)).not.toBeInTheDocument();
    await expect(canvas.getByText('14 Maret 2025')).toHaveAttribute(
      'datetime',
      article.published_at,
    );
    await expect(canvas.getByText('3 menit baca')).toBeVisible();
    await expect(canvas.getByText('1.284 kali dilihat')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    author: longTextArticle.author,
    viewCount: longTextArticle.view_count,
    readingMinutes: 27,
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
