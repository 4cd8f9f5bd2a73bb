import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { longTextArticle, sampleArticles } from '../../../stories/fixtures';
import { empty, loadError, loading, ready } from '../../../stories/helpers';
import { Button } from '../../../primitives/button/button';
import { ArticleList } from './article-list';

const meta = {
  title: 'Sections/Articles/ArticleList',
  component: ArticleList,
  tags: ['beta'],
  args: { state: ready(sampleArticles.slice(0, 6)) },
  decorators: [
    (Story) => (
      <section aria-labelledby="semua-artikel" className="max-w-page mx-auto p-4">
        <h2 id="semua-artikel" className="text-foreground mb-6 text-2xl font-bold">
          Semua Artikel
        </h2>
        <Story />
      </section>
    ),
  ],
} satisfies Meta<typeof ArticleList>;

export default meta;

const retry = fn();
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getByRole('heading', { name: sampleArticles[0]?.title })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat artikel…');
    await expect(
      canvasElement.querySelectorAll('[data-slot="article-card-skeleton"]'),
    ).toHaveLength(6);
  },
};

export const Failed: Story = {
  args: { state: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Gagal memuat artikel')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: {
    state: empty,
    emptyAction: <Button variant="outline">Hapus Filter</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Artikel tidak ditemukan')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hapus Filter' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: { state: ready([longTextArticle, ...sampleArticles.slice(0, 2)]) },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
