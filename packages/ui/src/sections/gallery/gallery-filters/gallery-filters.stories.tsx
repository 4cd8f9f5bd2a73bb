import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { GallerySortField } from '@klinik/clinic';
import { sampleGallery } from '../../../stories/fixtures';
import {
  GalleryFilters,
  type GalleryCategoryValue,
  type GalleryFiltersProps,
} from './gallery-filters';

const meta = {
  title: 'Sections/Gallery/GalleryFilters',
  component: GalleryFilters,
  tags: ['beta'],
  args: {
    // The API's counts of the whole gallery.
    counts: {
      all: sampleGallery.length,
      clinic: sampleGallery.filter((item) => item.category === 'clinic').length,
      therapy: sampleGallery.filter((item) => item.category === 'therapy').length,
      events: sampleGallery.filter((item) => item.category === 'events').length,
      team: sampleGallery.filter((item) => item.category === 'team').length,
      equipment: sampleGallery.filter((item) => item.category === 'equipment').length,
    },
    onSearchChange: fn(),
    onSortChange: fn(),
    onCategoryChange: fn(),
  },
} satisfies Meta<typeof GalleryFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Cari foto' });
    await userEvent.type(box, 'bahu');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('bahu');
    await expect(box).toHaveValue('bahu');
    await userEvent.type(box, '{Enter}');

    const sort = canvas.getByRole('combobox', { name: 'Urutkan foto' });
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Terbaru',
      'Terpopuler',
      'Terbanyak Dilihat',
    ]);
    await expect(sort).toHaveValue('taken_at');
    await userEvent.selectOptions(sort, 'Terpopuler');
    await expect(args.onSortChange).toHaveBeenLastCalledWith('likes');
    await userEvent.selectOptions(sort, 'Terbanyak Dilihat');
    await expect(args.onSortChange).toHaveBeenLastCalledWith('views');

    const chips = canvas.getByRole('group', { name: 'Kategori foto' });
    await expect(chips).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Semua 18 foto' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const therapy = canvas.getByRole('button', { name: 'Terapi 5 foto' });
    await expect(therapy).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(therapy);
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith('therapy');
    await userEvent.click(canvas.getByRole('button', { name: 'Peralatan 3 foto' }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith('equipment');
  },
};

export const ChipLabels: Story = {
  play: async ({ canvas }) => {
    const labels = canvas.getAllByRole('button').map((button) => button.firstChild?.textContent);
    await expect(labels).toEqual(['Semua', 'Klinik', 'Terapi', 'Acara', 'Tim', 'Peralatan']);
  },
};

export const Selected: Story = {
  args: { search: 'lansia', sort: 'views', category: 'events' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Cari foto' })).toHaveValue('lansia');
    await expect(canvas.getByRole('combobox', { name: 'Urutkan foto' })).toHaveValue('views');
    await expect(canvas.getByRole('button', { name: 'Acara 3 foto', pressed: true })).toBeVisible();
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(1);
  },
};

export const WithoutCounts: Story = {
  args: { counts: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Semua' })).toBeVisible();
  },
};

/** Controlled by its parent, as the page does: a reset clears the box. */
function Controlled(args: GalleryFiltersProps) {
  const [search, setSearch] = React.useState('');
  const [sort, setSort] = React.useState<GallerySortField>('taken_at');
  const [category, setCategory] = React.useState<GalleryCategoryValue>('all');
  return (
    <div className="grid gap-4">
      <GalleryFilters
        {...args}
        search={search}
        sort={sort}
        category={category}
        onSearchChange={setSearch}
        onSortChange={setSort}
        onCategoryChange={setCategory}
      />
      <button
        type="button"
        className="border-border min-h-11 justify-self-start rounded-lg border px-4"
        onClick={() => {
          setSearch('');
          setSort('taken_at');
          setCategory('all');
        }}
      >
        Reset Filter
      </button>
    </div>
  );
}

export const ResetFromParent: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: 'Cari foto' });
    await userEvent.type(box, 'tim');
    await userEvent.click(canvas.getByRole('button', { name: 'Tim 3 foto' }));
    await expect(canvas.getByRole('button', { name: 'Tim 3 foto' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Filter' }));
    await expect(box).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Semua 18 foto' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/**
 * From the keyboard, in the order of the tab: the search box (Enter sends nothing), the sort
 * dropdown (the browser's own select), then the chips (Enter and Space choose one).
 */
export const Keyboard: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: 'Cari foto' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('terapi{Enter}');
    await expect(box).toHaveValue('terapi');
    await expect(box).toHaveFocus();

    await userEvent.tab();
    const sort = canvas.getByRole('combobox', { name: 'Urutkan foto' });
    await expect(sort).toHaveFocus();
    // The browser's own select: its keys are the browser's, which the story's simulated keys do
    // not drive; choosing an option keeps the focus on it.
    await userEvent.selectOptions(sort, 'Terpopuler');
    await expect(sort).toHaveValue('likes');
    await expect(sort).toHaveFocus();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Semua 18 foto' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const therapy = canvas.getByRole('button', { name: 'Terapi 5 foto' });
    await expect(therapy).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(therapy).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    const events = canvas.getByRole('button', { name: 'Acara 3 foto' });
    await userEvent.keyboard(' ');
    await expect(events).toHaveAttribute('aria-pressed', 'true');
    await expect(therapy).toHaveAttribute('aria-pressed', 'false');
    await expect(events).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    search: 'latihan keseimbangan pasca operasi rekonstruksi ligamen lutut',
    counts: { all: 12345, clinic: 1234, therapy: 5678, events: 987, team: 654, equipment: 3210 },
  },
};

export const Mobile: Story = {
  args: { category: 'therapy' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
