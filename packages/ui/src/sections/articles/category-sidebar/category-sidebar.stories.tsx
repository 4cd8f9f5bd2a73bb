import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  at,
  articleCategories,
  sampleArticleCategories,
  sampleArticles,
} from '../../../stories/fixtures';
import { empty, loadError, loading, ready, tabsThrough } from '../../../stories/helpers';
import { CategorySidebar } from './category-sidebar';

const meta = {
  title: 'Sections/Articles/CategorySidebar',
  component: CategorySidebar,
  tags: ['beta'],
  args: { state: ready(sampleArticleCategories), onSelect: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategorySidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const all = canvas.getByRole('button', { name: /Semua Kategori/ });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveTextContent(`${sampleArticles.length} artikel`);
    const injury = canvas.getByRole('button', { name: /Cedera Olahraga/ });
    await expect(injury).toHaveTextContent('2 artikel');
    await userEvent.click(injury);
    await expect(args.onSelect).toHaveBeenCalledWith(articleCategories.injury.slug);
    await userEvent.click(all);
    await expect(args.onSelect).toHaveBeenLastCalledWith(null);
  },
};

/** From the keyboard: Tab goes from row to row; Enter or Space chooses the focused category. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const rows = canvas.getAllByRole('button');
    await expect(rows).toHaveLength(sampleArticleCategories.length + 1);
    await tabsThrough(userEvent, rows.slice(0, 3));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(at(sampleArticleCategories, 1).slug);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenLastCalledWith(at(sampleArticleCategories, 0).slug);
    await expect(rows[1]).toHaveFocus();
  },
};

export const Selected: Story = {
  args: { selected: articleCategories.kids.slug },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Anak/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: /Semua Kategori/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Empty: Story = {
  args: { state: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada kategori.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat kategori');
  },
};

const retry = fn();

/** A failed request is not an empty list: it says so and offers a retry. */
export const LoadError: Story = {
  args: { state: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Kategori gagal dimuat.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    state: ready([
      {
        id: 90,
        name: 'Rehabilitasi Pasca Operasi Ortopedi dan Tulang Belakang',
        slug: 'x',
        type: 'article',
        description: '',
        articles_count: 128,
        services_count: 0,
      },
      ...sampleArticleCategories,
    ]),
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
