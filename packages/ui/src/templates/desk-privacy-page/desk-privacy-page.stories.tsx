import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { staffPagePaths } from '@klinik/clinic';
import { deskFrame } from '../../stories/desk-fixtures';
import {
  desktop,
  empty,
  expectNoSidewaysScroll,
  mobile,
  ready,
  tabletLandscape,
} from '../../stories/helpers';
import { privacyRequests } from '../../stories/privacy-fixtures';
import { DeskPrivacyPage } from './desk-privacy-page';

const meta = {
  title: 'Templates/Meja Depan/Privasi',
  component: DeskPrivacyPage,
  tags: ['beta'],
  parameters: { layout: 'fullscreen' },
  args: {
    frame: deskFrame,
    personHref: staffPagePaths.privacyPerson(),
    requests: {
      state: ready(privacyRequests),
      action: staffPagePaths.privacyRequests,
      personHref: (request) => staffPagePaths.privacyPerson(request.contact),
    },
  },
} satisfies Meta<typeof DeskPrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: the open requests, the overdue one first, 'Privasi' marked in the navigation. */
export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privasi' })).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Meja depan' }));
    await expect(nav.getByRole('link', { name: 'Privasi' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('Terlambat 8 jam')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** The front desk's 1024 px. */
export const ReadyDesk: Story = { ...tabletLandscape };

export const ReadyDesktop: Story = { ...desktop };

export const EmptyDesk: Story = {
  ...tabletLandscape,
  args: {
    requests: {
      state: empty,
      action: staffPagePaths.privacyRequests,
      personHref: (request) => staffPagePaths.privacyPerson(request.contact),
    },
  },
};
