import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { at, sampleArticles } from '../../../stories/fixtures';
import { ArticleBody } from './article-body';

const meta = {
  title: 'Sections/Articles/ArticleBody',
  component: ArticleBody,
  tags: ['stable'],
  args: { html: at(sampleArticles, 5).content },
} satisfies Meta<typeof ArticleBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Penyebab' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'layanan kami' })).toHaveAttribute(
      'href',
      '/layanan',
    );
    const paragraph = canvas.getAllByRole('paragraph')[0];
    // Readable prose: a comfortable line height, not the browser default.
    const style = getComputedStyle(paragraph as HTMLElement);
    await expect(parseFloat(style.lineHeight) / parseFloat(style.fontSize)).toBeGreaterThan(1.6);
  },
};

export const RichContent: Story = {
  args: {
    html: '<p><strong>Penting:</strong> lakukan pemanasan <em>sebelum</em> berolahraga.</p><ol><li>Jalan santai 5 menit</li><li>Peregangan dinamis</li></ol><h4>Catatan</h4><figure><img src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%22640%22 height=%22240%22%3E%3Crect width=%22640%22 height=%22240%22 fill=%22%23e3f4f0%22/%3E%3C/svg%3E" alt="Ilustrasi pemanasan" width="640" height="240"><figcaption>Pemanasan ringan mengurangi risiko cedera.</figcaption></figure>',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ilustrasi pemanasan' })).toBeVisible();
    await expect(canvas.getByText('Pemanasan ringan mengurangi risiko cedera.')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { html: at(sampleArticles, 0).content },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
