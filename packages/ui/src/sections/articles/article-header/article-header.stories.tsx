import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { at, longTextArticle, sampleArticles } from '../../../stories/fixtures';
import { ArticleHeader } from './article-header';

const article = at(sampleArticles, 0);

const meta = {
  title: 'Sections/Articles/ArticleHeader',
  component: ArticleHeader,
  tags: ['beta'],
  args: { article },
} satisfies Meta<typeof ArticleHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cedera Olahraga' })).toHaveAttribute(
      'href',
      '/artikel?kategori=cedera-olahraga',
    );
    await expect(canvas.getByText('Rina Kusumawati')).toBeVisible();
    await expect(canvas.getByText('14 Maret 2025')).toBeVisible();
    await expect(canvas.getByText(`${article.reading_time} menit baca`)).toBeVisible();
    await expect(canvas.getByText('1.284 kali dilihat')).toBeVisible();
    const tags = within(canvas.getByRole('list', { name: 'Tag artikel' })).getAllByRole('link');
    await expect(tags).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: '#ACL' })).toHaveAttribute(
      'href',
      '/artikel?tag=ACL',
    );
  },
};

export const LongText: Story = {
  args: { article: longTextArticle },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
