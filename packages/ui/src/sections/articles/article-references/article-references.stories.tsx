import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ArticleReference } from '@klinik/clinic';
import { sampleReferences } from '../../../stories/fixtures';
import { ArticleReferences } from './article-references';

const journalArticle: ArticleReference = {
  kind: 'journal-article',
  authors: 'Vuurberg G, Hoorntje A, Wink LM, et al.',
  title:
    'Diagnosis, treatment and prevention of ankle sprains: update of an evidence-based clinical guideline',
  source: 'British Journal of Sports Medicine 52(15):956',
  year: 2018,
  doi: '10.1136/bjsports-2017-098106',
  url: null,
};

const meta = {
  title: 'Sections/Articles/ArticleReferences',
  component: ArticleReferences,
  tags: ['beta'],
  args: { references: [journalArticle, ...sampleReferences] },
  decorators: [
    (Story) => (
      <div className="max-w-prose">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleReferences>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Referensi' });
    const items = within(section).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    // A DOI is a real link to doi.org; a guideline links its page; a printed book has none.
    await expect(
      within(section).getByRole('link', {
        name: 'doi:10.1136/bjsports-2017-098106 (membuka tab baru)',
      }),
    ).toHaveAttribute('href', 'https://doi.org/10.1136/bjsports-2017-098106');
    await expect(
      within(section).getByRole('link', { name: 'Baca sumber (membuka tab baru)' }),
    ).toHaveAttribute('href', sampleReferences[0]?.url ?? '');
    await expect(within(items[2] ?? section).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** An article without references shows no empty heading. */
export const NoReferences: Story = {
  // Nothing is drawn: no screenshot to compare.
  parameters: { screenshot: false },
  args: { references: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="article-references"]')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
