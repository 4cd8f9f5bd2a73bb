import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { tabsThrough } from '../../stories/helpers';
import { SiteSearch } from './site-search';

const meta = {
  title: 'Search/SiteSearch',
  component: SiteSearch,
  tags: ['beta'],
  args: { onSearch: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiteSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real GET form to /cari: without script (or before it runs) the browser submits it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('search', { name: 'Cari di situs' });
    await expect(form).toHaveAttribute('action', '/cari');
    await expect(form).toHaveAttribute('method', 'get');
    const field = canvas.getByRole('searchbox', { name: 'Cari di situs' });
    await expect(field).toHaveAttribute('name', 'q');
    await expect(field).toHaveAttribute('maxlength', '100');
    await expect(canvas.getByRole('button', { name: 'Cari' }).getBoundingClientRect().height).toBe(
      44,
    );
  },
};

/** With script: Enter searches through `onSearch` (the site navigates without a reload). */
export const Search: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('searchbox'), '  nyeri lutut {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('nyeri lutut');
  },
};

/** From the keyboard: Tab reaches the box, then 'Cari'; Enter in the box or on 'Cari' searches. */
export const Keyboard: Story = {
  args: { defaultValue: 'lutut' },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Cari di situs' });
    const button = canvas.getByRole('button', { name: 'Cari' });
    await tabsThrough(userEvent, [box, button]);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('lutut');
    await userEvent.tab({ shift: true });
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{End} bahu{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('lutut bahu');
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

/** The search page's own box: taller, with the text searched for. */
export const Large: Story = {
  args: { size: 'lg', defaultValue: 'lutut', label: 'Kata pencarian' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Kata pencarian' })).toHaveValue('lutut');
    await userEvent.click(canvas.getByRole('button', { name: 'Cari' }));
    await expect(args.onSearch).toHaveBeenCalledWith('lutut');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
