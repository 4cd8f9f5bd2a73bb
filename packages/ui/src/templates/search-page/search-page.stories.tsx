import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FormAction } from '../../stories/form-action';
import { sampleSearchResults } from '../../stories/fixtures';
import {
  desktop,
  empty,
  expectNoSidewaysScroll,
  loadError,
  loading,
  mobile,
  ready,
  retriesAfter,
} from '../../stories/helpers';
import { SearchPage } from './search-page';

const retry = fn();

/** The search form's GET navigation: the results' address. */
const navigate = fn();
const suggestions = ['nyeri lutut', 'homecare', 'anak'].map((label) => ({
  label,
  href: `/cari?q=${encodeURIComponent(label)}`,
}));

const meta = {
  title: 'Templates/Pencarian',
  component: SearchPage,
  tags: ['beta'],
  args: {
    query: 'lutut',
    results: ready(sampleSearchResults),
    suggestions,
    moreHref: (kind, query) => (kind === 'article' ? `/artikel?search=${query}` : undefined),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Hasil pencarian “lutut”' }),
    ).toBeVisible();
    const box = canvas.getByRole('searchbox', { name: 'Kata pencarian' });
    await expect(box).toHaveValue('lutut');
    // A GET form to the page itself, the text as `q`: it searches without script too.
    const form = canvas.getByRole('search', { name: 'Kata pencarian' });
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/cari');
    await expect(box).toHaveAttribute('name', 'q');
    await expect(canvas.getByText('Ditemukan 7 hasil untuk “lutut”.')).toBeVisible();
    const articles = canvas.getByRole('region', { name: 'Artikel (6 hasil)' });
    await expect(within(articles).getAllByRole('listitem')).toHaveLength(2);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop };

/** Searching again: the box's form, as the site's router form, opens the new results' address. */
export const SearchAgainMobile: Story = {
  ...mobile,
  render: (args) => (
    <FormAction navigate={navigate}>{(form) => <SearchPage {...args} as={form.as} />}</FormAction>
  ),
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: 'Kata pencarian' });
    await userEvent.clear(box);
    await userEvent.type(box, 'nyeri bahu{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/cari?q=nyeri+bahu');
  },
};

/** Nothing asked yet (/cari): what to type, and searches to start from. */
export const NoQueryMobile: Story = {
  ...mobile,
  args: { query: '', results: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cari di Situs' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'nyeri lutut' })).toHaveAttribute(
      'href',
      '/cari?q=nyeri%20lutut',
    );
  },
};

/** Nothing matched: how to search better, other searches, and the way to ask the clinic. */
export const NoResultsMobile: Story = {
  ...mobile,
  args: { query: 'xyzzy', results: empty },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Tidak ada hasil untuk “xyzzy”' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Periksa ejaannya, pakai kata yang lebih umum/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Hubungi kami' })).toHaveAttribute(
      'href',
      '/kontak',
    );
    await expect(canvas.getByRole('link', { name: 'homecare' })).toBeVisible();
  },
};

export const NoResultsDesktop: Story = { ...desktop, args: NoResultsMobile.args };

export const LoadingMobile: Story = {
  ...mobile,
  args: { results: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Mencari…');
  },
};

export const LoadErrorMobile: Story = {
  ...mobile,
  args: { results: loadError(retry) },
  play: retriesAfter(retry, ['Pencarian gagal dimuat']),
};
