import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sectionedArticle } from '../../../stories/fixtures';
import { tabsThrough } from '../../../stories/helpers';
import { TableOfContents } from './table-of-contents';

const meta = {
  title: 'Sections/Articles/TableOfContents',
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

/**
 * From the keyboard, above the article it lists: Tab reaches each section's link in order, and
 * Enter follows one to the heading of its section. The jump itself is the browser's: the story
 * stops it (in the test runner's frame it would leave the page) and checks where it leads.
 */
export const Keyboard: Story = {
  render: (args) => (
    <>
      <TableOfContents {...args} />
      <div className="prose mt-6" dangerouslySetInnerHTML={{ __html: args.html }} />
    </>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const links = within(canvas.getByRole('navigation', { name: 'Daftar Isi' })).getAllByRole(
      'link',
    );
    await tabsThrough(userEvent, links);
    const followed: string[] = [];
    const follow = (event: MouseEvent) => {
      event.preventDefault();
      followed.push((event.target as Element).closest('a')?.hash ?? '');
    };
    canvasElement.addEventListener('click', follow);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    canvasElement.removeEventListener('click', follow);
    await expect(followed).toEqual(['#tahapan-pemulihan']);
    await expect(canvasElement.querySelector('#tahapan-pemulihan')).toHaveRole('heading');
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
