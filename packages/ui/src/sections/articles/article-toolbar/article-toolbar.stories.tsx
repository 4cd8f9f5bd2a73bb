import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleArticleCategories } from '../../../stories/fixtures';
import { ready, tabsThrough } from '../../../stories/helpers';
import { CategorySidebar } from '../category-sidebar/category-sidebar';
import { ArticleToolbar } from './article-toolbar';

const meta = {
  title: 'Sections/Articles/ArticleToolbar',
  component: ArticleToolbar,
  tags: ['beta'],
  args: {
    sortBy: 'published_at',
    sortOrder: 'desc',
    onSearch: fn(),
    onSortChange: fn(),
    onRemoveFilter: fn(),
    onClearAll: fn(),
    filterPanel: (
      <CategorySidebar
        className="bg-background"
        state={ready(sampleArticleCategories)}
        onSelect={() => {}}
      />
    ),
  },
} satisfies Meta<typeof ArticleToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Cari artikel' });
    await userEvent.type(box, '  nyeri lutut ');
    await userEvent.click(canvas.getByRole('button', { name: 'Cari' }));
    await expect(args.onSearch).toHaveBeenCalledWith('nyeri lutut');
    await userEvent.type(box, '{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(2);

    const toggle = canvas.getByRole('button', { name: 'Filter' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('heading', { name: 'Kategori' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('heading', { name: 'Kategori' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await expect(canvas.queryByRole('button', { name: 'Hapus Semua' })).not.toBeInTheDocument();
  },
};

export const Sorting: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const sort = canvas.getByRole('combobox', { name: 'Urutkan' });
    const options = canvas
      .getAllByRole('option')
      .map((o) => [o.textContent, o.getAttribute('value')]);
    await expect(options).toEqual([
      ['Terbaru', 'published_at:desc'],
      ['Terlama', 'published_at:asc'],
      ['Judul A-Z', 'title:asc'],
      ['Judul Z-A', 'title:desc'],
      ['Paling Banyak Dilihat', 'views:desc'],
      ['Paling Sedikit Dilihat', 'views:asc'],
    ]);
    await expect(sort).toHaveValue('published_at:desc');
    await userEvent.selectOptions(sort, 'Paling Banyak Dilihat');
    await expect(args.onSortChange).toHaveBeenCalledWith('views', 'desc');
    await userEvent.selectOptions(sort, 'Judul A-Z');
    await expect(args.onSortChange).toHaveBeenLastCalledWith('title', 'asc');
  },
};

export const ActiveFilters: Story = {
  args: {
    search: 'lutut',
    sortBy: 'views',
    sortOrder: 'asc',
    activeFilters: [
      { key: 'category', label: 'Kategori: Cedera Olahraga' },
      { key: 'search', label: 'Pencarian: lutut' },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Cari artikel' })).toHaveValue('lutut');
    await expect(canvas.getByRole('combobox', { name: 'Urutkan' })).toHaveValue('views:asc');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Hapus filter Kategori: Cedera Olahraga' }),
    );
    await expect(args.onRemoveFilter).toHaveBeenCalledWith('category');
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Semua' }));
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
  },
};

/**
 * From the keyboard: Tab goes through the search box, 'Cari', 'Filter', the sort dropdown, the
 * active-filter chips and 'Hapus Semua'; Enter searches, removes a chip's filter, and Space on
 * 'Filter' opens the panel, whose controls follow the sort dropdown.
 */
export const Keyboard: Story = {
  args: {
    activeFilters: [
      { key: 'category', label: 'Kategori: Cedera Olahraga' },
      { key: 'search', label: 'Pencarian: lutut' },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Cari artikel' });
    const toggle = canvas.getByRole('button', { name: 'Filter' });
    const sort = canvas.getByRole('combobox', { name: 'Urutkan' });
    const chip = canvas.getByRole('button', { name: 'Hapus filter Kategori: Cedera Olahraga' });
    await tabsThrough(userEvent, [
      box,
      canvas.getByRole('button', { name: 'Cari' }),
      toggle,
      sort,
      chip,
      canvas.getByRole('button', { name: 'Hapus filter Pencarian: lutut' }),
      canvas.getByRole('button', { name: 'Hapus Semua' }),
    ]);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);

    chip.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemoveFilter).toHaveBeenCalledWith('category');

    box.focus();
    await userEvent.keyboard('lutut{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('lutut');

    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await tabsThrough(userEvent, [sort, canvas.getByRole('button', { name: /Semua Kategori/ })]);
  },
};

export const FilterPanelOpen: Story = {
  args: { defaultFilterOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filter' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const LongText: Story = {
  args: {
    search: 'rehabilitasi pasca operasi rekonstruksi ligamen lutut',
    activeFilters: [
      { key: 'category', label: 'Kategori: Rehabilitasi Pasca Operasi Ortopedi' },
      { key: 'tag', label: 'Tag: rekonstruksi ligamen' },
      { key: 'author', label: 'Penulis: Raden Ayu Siti Nurhaliza' },
    ],
  },
};

export const Mobile: Story = {
  args: { activeFilters: [{ key: 'tag', label: 'Tag: lutut' }] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
