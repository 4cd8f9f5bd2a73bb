import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { bookableServices, branches, staffPagePaths } from '@klinik/clinic';
import { bookingDayTimes } from '../../stories/booking-fixtures';
import { deskDate, deskMoveDates, deskReceptionistFrame } from '../../stories/desk-fixtures';
import { desktop, expectNoSidewaysScroll, mobile, ready } from '../../stories/helpers';
import { DeskNewBookingPage } from './desk-new-booking-page';

const meta = {
  title: 'Templates/Meja Depan/Janji Baru',
  component: DeskNewBookingPage,
  tags: ['beta'],
  parameters: { layout: 'fullscreen' },
  args: {
    frame: deskReceptionistFrame,
    form: {
      action: staffPagePaths.newBooking(),
      branches: branches.filter((branch) => branch.value === 'kiaracondong'),
      services: bookableServices,
      choice: { branch: 'kiaracondong', service: 'rehab-recovery', date: deskDate },
      dates: deskMoveDates,
      times: ready(bookingDayTimes),
    },
  },
} satisfies Meta<typeof DeskNewBookingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: the choices, the free times and the patient's details. */
export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Janji temu baru' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop };
