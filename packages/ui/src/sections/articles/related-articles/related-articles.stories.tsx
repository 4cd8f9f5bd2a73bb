import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { relatedArticles } from '@klinik/clinic';
import { at, longTextArticle, sampleArticles } from '../../../stories/fixtures';
import { empty, loadError, loading, ready } from '../../../stories/helpers';
import { RelatedArticles } from './related-articles';

const current = at(sampleArticles, 0);
const related = relatedArticles(current, sampleArticles);
const retry = fn();

const meta = {
  title: 'Sections/Articles/RelatedArticles',
  component: RelatedArticles,
  tags: ['beta'],
  args: { state: ready(related) },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RelatedArticles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    // Same category first (one other injury article), then the most recent others.
    await expect(links.map((l) => l.textContent)).toEqual([
      at(sampleArticles, 4).title,
      at(sampleArticles, 1).title,
      at(sampleArticles, 2).title,
    ]);
    await expect(links[0]).toHaveAttribute('href', `/artikel/${at(sampleArticles, 4).slug}`);
    await expect(canvas.getByText('27 Januari 2025').closest('p')).toHaveTextContent(
      '27 Januari 2025 · 1 menit baca',
    );
  },
};

export const AtMostThree: Story = {
  args: { state: ready(sampleArticles) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvasElement.querySelectorAll('[data-slot="related-articles-skeleton"]'),
    ).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat artikel terkait');
  },
};

export const Empty: Story = {
  args: { state: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada artikel terkait saat ini.')).toBeVisible();
  },
};

/** A failed request says so, quietly, with a retry: never "no related articles". */
export const LoadError: Story = {
  args: { state: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Artikel terkait gagal dimuat.')).toBeVisible();
    await expect(canvas.queryByText('Belum ada artikel terkait saat ini.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: { state: ready([longTextArticle, ...related.slice(0, 2)]) },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
