import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { at, sampleTeam } from '../../../stories/fixtures';
import { ArticleReview } from './article-review';

const reviewer = at(sampleTeam, 1);

const meta = {
  title: 'Sections/Articles/ArticleReview',
  component: ArticleReview,
  tags: ['stable'],
  args: {
    author: 'Rina Kusumawati, S.Ft., Physio',
    authorJobTitle: 'Kepala Fisioterapis',
    reviewer: {
      id: reviewer.id,
      name: reviewer.name,
      job_title: reviewer.job_title,
      credentials: reviewer.credentials,
    },
    reviewedAt: '2026-10-01',
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleReview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'Tinjauan medis' });
    await expect(box).toHaveTextContent(
      `Ditinjau oleh ${reviewer.name}, ${reviewer.job_title} pada 1 Oktober 2026`,
    );
    await expect(canvas.getByText(reviewer.credentials)).toBeVisible();
    await expect(
      canvas.getByText('Ditulis oleh Rina Kusumawati, S.Ft., Physio, Kepala Fisioterapis'),
    ).toBeVisible();
  },
};

/** A guest author, not on the team: named without a position. */
export const GuestAuthor: Story = {
  args: { author: 'Maya Puspitasari, S.Gz., RD', authorJobTitle: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ditulis oleh Maya Puspitasari, S.Gz., RD')).toBeVisible();
  },
};

/** An article nobody reviewed (written by other means than the seed): nothing is claimed. */
export const NotReviewed: Story = {
  // Nothing is drawn: no screenshot to compare.
  parameters: { screenshot: false },
  args: { reviewer: null, reviewedAt: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="article-review"]')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
