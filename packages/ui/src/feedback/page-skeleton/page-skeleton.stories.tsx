import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageSkeleton } from './page-skeleton';

const meta = {
  title: 'Feedback/PageSkeleton',
  component: PageSkeleton,
  tags: ['stable'],
  parameters: { layout: 'fullscreen' },
  args: { label: 'Memuat artikel…' },
} satisfies Meta<typeof PageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An article on its way: screen readers hear the label once; the grey lines stay silent. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat artikel…');
    const page = canvasElement.querySelector('[data-slot="page-skeleton"]');
    await expect(page).toHaveAttribute('aria-busy', 'true');
    const lines = [...canvasElement.querySelectorAll('[data-slot="skeleton"]')];
    await expect(lines).toHaveLength(6);
    for (const line of lines) await expect(line).toHaveAttribute('aria-hidden', 'true');
  },
};

/** On a phone the lines keep their share of the narrower column. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
