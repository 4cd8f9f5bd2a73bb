import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { bookingPagePaths, pagePaths } from '@klinik/clinic';
import {
  cancellationPolicy,
  sampleBooking,
  sampleManageToken,
  whatToBring,
  bookingPageStates,
} from '../../stories/booking-fixtures';
import { desktop, expectNoSidewaysScroll, mobile, ready } from '../../stories/helpers';
import { BookingConfirmationPage } from './booking-confirmation-page';

const retry = fn();

const meta = {
  title: 'Templates/Konfirmasi Janji Temu',
  component: BookingConfirmationPage,
  tags: ['beta'],
  args: {
    booking: ready(sampleBooking),
    manageHref: bookingPagePaths.bookingManage(sampleManageToken),
    calendarHref: `/api/v1/bookings/${sampleManageToken}/calendar.ics`,
    chatHref: 'https://wa.me/6281220004515?text=Halo%2C%20kode%20booking%20saya%207KQ4-M2XD',
    whatToBring,
    cancellationPolicy,
    breadcrumbs: [
      { label: 'Beranda', href: '/' },
      { label: 'Janji Temu', href: pagePaths.booking },
      { label: 'Konfirmasi', href: bookingPagePaths.bookingConfirmation(sampleManageToken) },
    ],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BookingConfirmationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The booking made: its heading is the page's one h1 and takes the focus on arrival. */
export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', {
      level: 1,
      name: 'Janji temu Anda terkonfirmasi',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByText('7KQ4-M2XD')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: /breadcrumb|Jejak/i })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop };

const states = bookingPageStates(retry);

/** The booking on its way: the band's h1, and grey blocks announced as loading. */
export const LoadingMobile: Story = states.LoadingMobile;

/** The booking could not be read: the library's failure and its retry. */
export const LoadErrorMobile: Story = states.LoadErrorMobile;

/** No booking has the token: say so, and offer to book again. */
export const NotFoundMobile: Story = states.NotFoundMobile;

/** The booking's contact details were erased (410): the band's h1, and a page that says so. */
export const ErasedMobile: Story = {
  ...mobile,
  args: { erased: true, booking: { status: 'empty' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Konfirmasi Janji Temu' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Data janji temu ini sudah dihapus' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buat Janji Temu Baru' })).toHaveAttribute(
      'href',
      pagePaths.booking,
    );
    await expectNoSidewaysScroll(canvasElement);
  },
};
