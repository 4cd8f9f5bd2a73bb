import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleServiceDetail } from '../../../stories/fixtures';
import { FeatureList } from './feature-list';

const meta = {
  title: 'Sections/Services/FeatureList',
  component: FeatureList,
  tags: ['stable'],
  args: { title: 'Fitur Utama', items: sampleServiceDetail.features },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeatureList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'Fitur Utama' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(args.items.length);
  },
};

export const Benefits: Story = {
  args: { title: 'Manfaat', items: sampleServiceDetail.benefits, variant: 'benefits' },
};

export const Included: Story = {
  args: { title: 'Yang Termasuk', items: sampleServiceDetail.includes, variant: 'included' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Yang Termasuk' })).toBeVisible();
    await expect(canvas.getByText('Program latihan di rumah')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  // Nothing is rendered, so there is nothing to compare.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="feature-list"]')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    items: [
      'Asesmen biomekanik lengkap dengan analisis video gerakan lari, lompat dan mendarat untuk menemukan pola gerak yang memicu cedera berulang',
      ...sampleServiceDetail.features.slice(0, 3),
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
