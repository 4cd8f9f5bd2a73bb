import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { staffFilePaths, staffPagePaths } from '@klinik/clinic';
import { deskFrame } from '../../stories/desk-fixtures';
import {
  desktop,
  empty,
  expectNoSidewaysScroll,
  mobile,
  ready,
  tabletLandscape,
} from '../../stories/helpers';
import { privacyErased, privacyPerson } from '../../stories/privacy-fixtures';
import { DeskPersonPage } from './desk-person-page';

const query = '0812-9988-7766';

const meta = {
  title: 'Templates/Meja Depan/Data Seseorang',
  component: DeskPersonPage,
  tags: ['beta'],
  parameters: { layout: 'fullscreen' },
  args: {
    frame: deskFrame,
    requestsHref: staffPagePaths.privacyRequests,
    person: {
      action: staffPagePaths.privacyPerson(),
      query,
      found: ready(privacyPerson),
      exports: {
        json: '/api/v1/staff/privacy/export?q=0812-9988-7766',
        page: `/api${staffFilePaths.privacyExportPage(query)}`,
      },
    },
  },
} satisfies Meta<typeof DeskPersonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: everything held for the number, the exports and the erasure. */
export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Data seseorang' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ekspor JSON' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** The front desk's 1024 px. */
export const ReadyDesk: Story = { ...tabletLandscape };

export const ReadyDesktop: Story = { ...desktop };

/** Right after an erasure: the notice, and nothing held any more. */
export const ErasedDesk: Story = {
  ...tabletLandscape,
  args: {
    person: {
      action: staffPagePaths.privacyPerson(),
      query,
      found: empty,
      answer: { ok: true, erased: privacyErased },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(privacyErased.message);
  },
};
