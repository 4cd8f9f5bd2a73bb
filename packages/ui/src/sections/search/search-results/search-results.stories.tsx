import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleSearchResults } from '../../../stories/fixtures';
import { SearchResults } from './search-results';

const meta = {
  title: 'Sections/Search/SearchResults',
  component: SearchResults,
  tags: ['beta'],
  args: {
    results: sampleSearchResults,
    moreHref: (kind, query) => (kind === 'article' ? `/artikel?search=${query}` : undefined),
  },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    // Groups in the API's order, each a region named by its heading and count.
    const articles = canvas.getByRole('region', { name: 'Artikel (6 hasil)' });
    await expect(canvas.getByRole('region', { name: 'Layanan (1 hasil)' })).toBeVisible();
    const link = within(articles).getByRole('link', { name: 'Nyeri Lutut pada Pelari' });
    await expect(link).toHaveAttribute('href', '/artikel/nyeri-lutut-pada-pelari');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.querySelectorAll('mark').length).toBeGreaterThan(0);
    // More articles matched than the group shows: a link to all of them.
    await expect(
      within(articles).getByRole('link', { name: 'Lihat semua 6 hasil Artikel' }),
    ).toHaveAttribute('href', '/artikel?search=lutut');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
