import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { bookingPagePaths, bookingMessages, pagePaths } from '@klinik/clinic';
import {
  bookingDayTimes,
  bookingDays,
  sampleBooking,
  sampleManageToken,
  bookingPageStates,
} from '../../stories/booking-fixtures';
import { desktop, expectNoSidewaysScroll, mobile, ready } from '../../stories/helpers';
import { BookingManagePage } from './booking-manage-page';

const retry = fn();
const manageHref = bookingPagePaths.bookingManage(sampleManageToken);

const meta = {
  title: 'Templates/Kelola Janji Temu',
  component: BookingManagePage,
  tags: ['beta'],
  args: {
    booking: ready(sampleBooking),
    action: manageHref,
    move: { dates: bookingDays, times: ready(bookingDayTimes) },
    chatHref: 'https://wa.me/6281220004515?text=Halo%2C%20kode%20booking%20saya%207KQ4-M2XD',
    phone: '(022) 8730 5521',
    onMoveDateChange: fn(),
    breadcrumbs: [
      { label: 'Beranda', href: '/' },
      { label: 'Janji Temu', href: pagePaths.booking },
      { label: 'Kelola', href: manageHref },
    ],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BookingManagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than 24 hours ahead: the booking, with moving and cancelling each a step away. */
export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Kelola Janji Temu' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Janji temu 7KQ4-M2XD' }),
    ).toBeVisible();
    await expect(canvas.getByText('Pindah jadwal')).toBeVisible();
    await expect(canvas.getByText('Batalkan janji temu')).toBeVisible();
    // Both changes post to the page itself, each naming its intent.
    const cancel = canvas.getByRole('button', { name: 'Ya, batalkan janji temu', hidden: true });
    await expect(cancel.closest('form')).toHaveAttribute('action', manageHref);
    await expect(cancel.closest('form')).toHaveAttribute('method', 'post');
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop };

/** Less than 24 hours ahead: why self-service is closed, with the chat and the phone. */
export const SelfServiceClosedMobile: Story = {
  ...mobile,
  args: { booking: ready({ ...sampleBooking, can_self_manage: false }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(bookingMessages.selfServiceClosed)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Telepon/ })).toBeVisible();
  },
};

const states = bookingPageStates(retry);

/** The booking on its way: the band's h1, and grey blocks announced as loading. */
export const LoadingMobile: Story = states.LoadingMobile;

/** The booking could not be read: the library's failure and its retry. */
export const LoadErrorMobile: Story = states.LoadErrorMobile;

/** No booking has the token: say so, and offer to book again. */
export const NotFoundMobile: Story = states.NotFoundMobile;

/** The booking's contact details were erased (410): the page says so and offers a new booking. */
export const ErasedMobile: Story = {
  ...mobile,
  args: { erased: true, booking: { status: 'empty' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Data janji temu ini sudah dihapus' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buat Janji Temu Baru' })).toHaveAttribute(
      'href',
      pagePaths.booking,
    );
    await expect(canvas.queryByText('Pindah jadwal')).toBeNull();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ErasedDesktop: Story = { ...desktop, args: ErasedMobile.args };
