import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { staffPagePaths } from '@klinik/clinic';
import { at } from '../../stories/fixtures';
import { deskBookings, deskReceptionistFrame } from '../../stories/desk-fixtures';
import { desktop, expectNoSidewaysScroll, mobile, ready } from '../../stories/helpers';
import { DeskSearchPage } from './desk-search-page';

const meta = {
  title: 'Templates/Meja Depan/Cari',
  component: DeskSearchPage,
  tags: ['beta'],
  parameters: { layout: 'fullscreen' },
  args: {
    frame: deskReceptionistFrame,
    search: { action: staffPagePaths.search(), query: 'dewi', found: ready([at(deskBookings, 5)]) },
  },
} satisfies Meta<typeof DeskSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: the search field and a match. */
export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cari janji temu' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop };
