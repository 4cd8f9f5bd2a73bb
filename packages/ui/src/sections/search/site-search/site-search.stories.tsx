import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FormAction } from '../../../stories/form-action';
import { tabsThrough } from '../../../stories/helpers';
import { SiteSearch } from './site-search';

/** The address the search opens: React Router's GET navigation in the site, the browser's without script. */
const navigate = fn();

const meta = {
  title: 'Sections/Search/SiteSearch',
  component: SiteSearch,
  tags: ['beta'],
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

/** The box as the site renders it: as the router's form, whose GET opens the results' address. */
const routed: Story['render'] = (args) => (
  <FormAction navigate={navigate}>{(form) => <SiteSearch {...args} as={form.as} />}</FormAction>
);

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

/**
 * Enter searches: the form opens `/cari?q=` with what was typed, as it is (the search page trims
 * it); with script the site's router form goes there without a reload.
 */
export const Search: Story = {
  render: routed,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), '  nyeri lutut {Enter}');
    await expect(navigate).toHaveBeenCalledWith('/cari?q=++nyeri+lutut+');
  },
};

/** From the keyboard: Tab reaches the box, then 'Cari'; Enter in the box or on 'Cari' searches. */
export const Keyboard: Story = {
  args: { defaultValue: 'lutut' },
  render: routed,
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: 'Cari di situs' });
    const button = canvas.getByRole('button', { name: 'Cari' });
    await tabsThrough(userEvent, [box, button]);
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/cari?q=lutut');
    await userEvent.tab({ shift: true });
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{End} bahu{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/cari?q=lutut+bahu');
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};

/** The search page's own box: taller, with the text searched for. */
export const Large: Story = {
  args: { size: 'lg', defaultValue: 'lutut', label: 'Kata pencarian' },
  render: routed,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Kata pencarian' })).toHaveValue('lutut');
    await userEvent.click(canvas.getByRole('button', { name: 'Cari' }));
    await expect(navigate).toHaveBeenCalledWith('/cari?q=lutut');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
