import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { staffPagePaths } from '@klinik/clinic';
import { deskDate, deskDay, deskReceptionistFrame } from '../../stories/desk-fixtures';
import { desktop, expectNoSidewaysScroll, mobile, ready } from '../../stories/helpers';
import { DeskDayPage } from './desk-day-page';

const meta = {
  title: 'Templates/Meja Depan/Hari',
  component: DeskDayPage,
  tags: ['beta'],
  parameters: { layout: 'fullscreen' },
  args: {
    frame: deskReceptionistFrame,
    switcher: {
      label: 'Senin, 21 Desember 2026',
      previous: {
        href: staffPagePaths.day({ branch: 'kiaracondong', date: '2026-12-20' }),
        label: 'Sebelumnya',
      },
      next: {
        href: staffPagePaths.day({ branch: 'kiaracondong', date: '2026-12-22' }),
        label: 'Berikutnya',
      },
      action: staffPagePaths.day(),
      branch: 'kiaracondong',
      date: deskDate,
    },
    schedule: {
      state: ready(deskDay),
      action: staffPagePaths.day({ branch: 'kiaracondong', date: deskDate }),
    },
    newBookingHref: staffPagePaths.newBooking({ branch: 'kiaracondong', date: deskDate }),
  },
} satisfies Meta<typeof DeskDayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: the receptionist's day as a list by time. */
export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Jadwal harian' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop };
