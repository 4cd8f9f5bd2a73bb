import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { at, longTextArticle, sampleArticles } from '../../../stories/fixtures';
import { ArticleCard, ArticleCardSkeleton } from './article-card';

const article = at(sampleArticles, 0);

const meta = {
  title: 'Sections/Articles/ArticleCard',
  component: ArticleCard,
  tags: ['beta'],
  args: { article, headingLevel: 'h2' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: article.title });
    await expect(link).toHaveAttribute('href', `/artikel/${article.slug}`);
    await expect(canvas.getByRole('heading', { level: 2, name: article.title })).toBeVisible();
    await expect(canvas.getByText(article.category.name)).toBeVisible();
    // Five keywords: three tags and '+2'.
    const tags = within(canvas.getByRole('list', { name: 'Tag' })).getAllByRole('listitem');
    await expect(tags.map((t) => t.textContent)).toEqual([
      '#lutut',
      '#cedera',
      '#futsal',
      '+2 tag lainnya',
    ]);
    await expect(canvas.getByText('Rina Kusumawati')).toBeVisible();
    await expect(canvas.getByText('14 Maret 2025')).toBeVisible();
    await expect(canvas.getByText(`${article.reading_time} menit baca`)).toBeVisible();
    await expect(canvas.getByText('1.284 kali dilihat')).toBeVisible();
  },
};

/** The reading time is the API's `reading_time`, shown as it comes. */
export const PrecomputedReadingTime: Story = {
  args: { article: { ...at(sampleArticles, 2), reading_time: 7 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7 menit baca')).toBeVisible();
    await expect(canvas.queryByText(/tag lainnya/)).not.toBeInTheDocument();
  },
};

export const Featured: Story = {
  args: { featured: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pilihan')).toBeVisible();
  },
};

/** No keywords, no tag list (every article has a category: the contract requires one). */
export const WithoutTags: Story = {
  args: { article: { ...article, meta_keywords: ' , ' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: 'Tag' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  render: () => <ArticleCardSkeleton />,
};

export const LongText: Story = {
  args: { article: longTextArticle },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Prof. Dr. Raden Ayu Siti Nurhaliza Kusumawardhani'),
    ).toBeVisible();
    const tags = within(canvas.getByRole('list', { name: 'Tag' })).getAllByRole('listitem');
    await expect(tags.at(-1)).toHaveTextContent('+4 tag lainnya');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
