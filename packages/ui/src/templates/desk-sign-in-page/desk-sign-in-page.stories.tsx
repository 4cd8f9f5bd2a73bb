import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { staffPagePaths } from '@klinik/clinic';
import { desktop, expectNoSidewaysScroll, mobile } from '../../stories/helpers';
import { DeskSignInPage } from './desk-sign-in-page';

const meta = {
  title: 'Templates/Meja Depan/Masuk',
  component: DeskSignInPage,
  tags: ['beta'],
  parameters: { layout: 'fullscreen' },
  args: { action: staffPagePaths.signIn },
} satisfies Meta<typeof DeskSignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: the sign-in form alone, no navigation. */
export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Masuk meja depan' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop };
