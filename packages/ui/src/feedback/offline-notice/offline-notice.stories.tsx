import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OfflineNotice } from './offline-notice';

const meta = {
  title: 'Feedback/OfflineNotice',
  component: OfflineNotice,
  tags: ['stable'],
  args: { offline: true },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      // A transform makes this box the containing block of the fixed banner, so the banner
      // sits at the bottom of the box (and inside the screenshot) instead of the viewport. Where
      // the banner stays in the page instead, the box grows to hold it.
      <div style={{ transform: 'translateZ(0)' }} className="bg-muted min-h-48 p-6">
        <p className="text-muted-foreground">Isi halaman tetap bisa dibaca di belakang banner.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent(
      'Anda sedang offline. Halaman yang pernah dibuka tetap bisa dibaca.',
    );
    await expect(notice).toHaveAttribute('data-state', 'offline');
  },
};

/** Online: the live region stays, empty, so going offline later is announced. */
export const Online: Story = {
  args: { offline: false },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toBeEmptyDOMElement();
    await expect(notice).toHaveAttribute('data-state', 'online');
  },
};

/** The site's text when a page was answered from the cache although the browser claims a connection. */
export const CustomMessage: Story = {
  args: {
    children: 'Koneksi internet bermasalah. Anda melihat salinan halaman yang tersimpan.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Koneksi internet bermasalah. Anda melihat salinan halaman yang tersimpan.',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const message = canvas.getByText(/Anda sedang offline/);
    await expect(message).toBeVisible();
    // The banner stays inside a 390 px screen with its side margins.
    await expect(message.getBoundingClientRect().width).toBeLessThanOrEqual(390 - 2 * 16);
  },
};
