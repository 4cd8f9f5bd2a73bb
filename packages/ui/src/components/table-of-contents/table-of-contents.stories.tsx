import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sectionedArticle } from '../../stories/fixtures';
import { TableOfContents } from './table-of-contents';

const meta = {
  title: 'Articles/TableOfContents',
  component: TableOfContents,
  tags: ['beta'],
  args: { html: sectionedArticle.content },
  decorators: [
    (Story) => (
      <div className="max-w-prose">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TableOfContents>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Daftar Isi' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#penyebab',
      '#tahapan-pemulihan',
      '#kapan-harus-ke-fisioterapis',
    ]);
    await expect(links[2]).toHaveAccessibleName('Kapan harus ke fisioterapis?');
    for (const link of links) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Two sections are read at a glance: no table of contents. */
export const ShortArticle: Story = {
  // Nothing is drawn: no screenshot to compare.
  parameters: { screenshot: false },
  args: {
    html: '<h2 id="penyebab">Penyebab</h2><p>a</p><h2 id="latihan">Latihan</h2><p>b</p>',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    html: [
      'Apa itu cedera ligamen krusiatum anterior dan mengapa sering dialami pemain futsal dan basket',
      'Tahapan rehabilitasi dari minggu pertama setelah operasi sampai kembali bertanding',
      'Tanda bahaya',
      'Kapan harus ke fisioterapis?',
    ]
      .map((title, index) => `<h2 id="bagian-${index + 1}">${title}</h2><p>…</p>`)
      .join(''),
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
