import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { countByCategory } from '../../lib/article';
import { articleCategories, sampleArticles } from '../../stories/fixtures';
import { CategorySidebar } from './category-sidebar';

const meta = {
  title: 'Articles/CategorySidebar',
  component: CategorySidebar,
  args: { categories: countByCategory(sampleArticles), onSelect: fn() },
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
  args: { categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Semua Kategori/ })).toHaveTextContent('0');
  },
};

export const LongText: Story = {
  args: {
    categories: [
      {
        category: {
          id: 90,
          name: 'Rehabilitasi Pasca Operasi Ortopedi dan Tulang Belakang',
          slug: 'x',
        },
        count: 128,
      },
      ...countByCategory(sampleArticles),
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
