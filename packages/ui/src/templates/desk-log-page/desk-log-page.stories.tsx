import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { staffPagePaths } from '@klinik/clinic';
import { deskFrame, deskLog } from '../../stories/desk-fixtures';
import { desktop, expectNoSidewaysScroll, mobile, ready } from '../../stories/helpers';
import { DeskLogPage } from './desk-log-page';

const meta = {
  title: 'Templates/Meja Depan/Log',
  component: DeskLogPage,
  tags: ['beta'],
  parameters: { layout: 'fullscreen' },
  args: {
    frame: deskFrame,
    log: { state: ready(deskLog), pageHref: (page: number) => staffPagePaths.log(page) },
  },
} satisfies Meta<typeof DeskLogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: each row a card. */
export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log aktivitas' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop };
