import type { Meta, StoryObj } from '@storybook/react-vite';
import { contact } from '@klinik/clinic';
import { expect, fn } from 'storybook/test';
import { desktop, expectNoSidewaysScroll, mobile } from '../../stories/helpers';
import { OfflinePage } from './offline-page';

const meta = {
  title: 'Templates/Offline',
  component: OfflinePage,
  tags: ['beta'],
  args: { phone: contact.phone, onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Anda Sedang Offline' }),
    ).toBeVisible();
    // A call needs no internet: the number shown is the number dialled.
    await expect(canvas.getByRole('link', { name: contact.phone })).toHaveAttribute(
      'href',
      'tel:+622287305521',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop };
