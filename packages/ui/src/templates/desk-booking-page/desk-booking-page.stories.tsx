import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { staffPagePaths } from '@klinik/clinic';
import { bookingDayTimes } from '../../stories/booking-fixtures';
import {
  deskDate,
  deskDetailBooking,
  deskMoveDates,
  deskReceptionistFrame,
} from '../../stories/desk-fixtures';
import { desktop, expectNoSidewaysScroll, mobile, ready } from '../../stories/helpers';
import { DeskBookingPage } from './desk-booking-page';

const meta = {
  title: 'Templates/Meja Depan/Janji Temu',
  component: DeskBookingPage,
  tags: ['beta'],
  parameters: { layout: 'fullscreen' },
  args: {
    frame: deskReceptionistFrame,
    booking: ready(deskDetailBooking),
    detail: {
      action: staffPagePaths.booking(deskDetailBooking.code),
      move: { dates: deskMoveDates, times: ready(bookingDayTimes) },
    },
    dayHref: staffPagePaths.day({ branch: 'kiaracondong', date: deskDate }),
  },
} satisfies Meta<typeof DeskBookingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: the booking's details, then its changes. */
export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Janji temu' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop };
