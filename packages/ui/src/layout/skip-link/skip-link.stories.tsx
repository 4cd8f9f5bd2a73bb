import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkipLink } from './skip-link';

const meta = {
  title: 'Layout/SkipLink',
  component: SkipLink,
  tags: ['beta'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <header className="border-border border-b px-6 py-4 font-bold">Header situs</header>
        <main id="main" tabIndex={-1} className="px-6 py-8">
          <h1 className="text-2xl font-bold">Konten utama</h1>
          <p className="text-muted-foreground mt-2">Tekan Tab untuk memunculkan tautan lewati.</p>
        </main>
      </>
    ),
  ],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Langsung ke konten utama' });
    await expect(link).toHaveAttribute('href', '#main');
    // Hidden until focused, then shown as the first stop of the page.
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(100);
  },
};
