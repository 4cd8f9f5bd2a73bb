import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { staffPagePaths } from '@klinik/clinic';
import { deskMessages, deskReceptionistFrame } from '../../stories/desk-fixtures';
import { desktop, expectNoSidewaysScroll, mobile, ready } from '../../stories/helpers';
import { DeskMessagesPage } from './desk-messages-page';

const meta = {
  title: 'Templates/Meja Depan/Pesan',
  component: DeskMessagesPage,
  tags: ['beta'],
  parameters: { layout: 'fullscreen' },
  args: {
    frame: deskReceptionistFrame,
    messages: { state: ready(deskMessages), action: staffPagePaths.messages },
  },
} satisfies Meta<typeof DeskMessagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: the messages, newest first. */
export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pesan' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop };
