import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { branches, staffPagePaths } from '@klinik/clinic';
import { deskClosures, deskDate, deskFrame } from '../../stories/desk-fixtures';
import { desktop, expectNoSidewaysScroll, mobile, ready } from '../../stories/helpers';
import { DeskClosuresPage } from './desk-closures-page';

const meta = {
  title: 'Templates/Meja Depan/Hari Tutup',
  component: DeskClosuresPage,
  tags: ['beta'],
  parameters: { layout: 'fullscreen' },
  args: {
    frame: deskFrame,
    form: { action: staffPagePaths.closures, branches, today: deskDate },
    list: { state: ready(deskClosures), action: staffPagePaths.closures },
  },
} satisfies Meta<typeof DeskClosuresPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: the form, then the planned closed days. */
export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hari tutup' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop };
