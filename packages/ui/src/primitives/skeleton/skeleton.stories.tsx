import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  tags: ['beta'],
  args: { className: 'h-5 w-64' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(block).toHaveAttribute('aria-hidden', 'true');
  },
};

export const TextLines: Story = {
  render: () => (
    <div aria-busy="true" className="flex max-w-md flex-col gap-3">
      <Skeleton className="h-7 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-4/5" />
    </div>
  ),
};

/** The corners follow what the block stands in for: a chip, a button, a card, a photo. */
export const Radius: Story = {
  render: () => (
    <div aria-busy="true" className="flex flex-wrap items-center gap-3">
      <Skeleton radius="full" className="h-6 w-24" />
      <Skeleton radius="lg" className="h-11 w-28" />
      <Skeleton radius="2xl" className="h-16 w-32" />
      <Skeleton radius="none" className="h-16 w-24" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const blocks = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    const corner = (index: number) =>
      parseFloat(getComputedStyle(blocks[index] as Element).borderTopLeftRadius);
    await expect(blocks).toHaveLength(4);
    // The chip's ends are round (a radius of at least half its 24 px height); the photo's square.
    await expect(corner(0)).toBeGreaterThanOrEqual(12);
    await expect(corner(3)).toBe(0);
  },
};
