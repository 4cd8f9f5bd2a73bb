import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { bookingPagePaths } from '@klinik/clinic';
import {
  cancellationPolicy,
  sampleBooking,
  sampleManageToken,
  whatToBring,
} from '../../../stories/booking-fixtures';
import { mobile } from '../../../stories/helpers';
import { BookingConfirmation } from './booking-confirmation';

const meta = {
  title: 'Sections/Booking/BookingConfirmation',
  component: BookingConfirmation,
  tags: ['beta'],
  args: {
    booking: sampleBooking,
    manageHref: bookingPagePaths.bookingManage(sampleManageToken),
    calendarHref: `/api/v1/bookings/${sampleManageToken}/calendar.ics`,
    chatHref: 'https://wa.me/6281220004515?text=Halo%2C%20kode%20booking%20saya%207KQ4-M2XD',
    whatToBring,
    cancellationPolicy,
  },
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The booking made: the heading takes the focus on arrival; the code, where and when, the
 * calendar file, the chat, the private link, what to bring and the cancellation policy.
 */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Janji temu Anda terkonfirmasi' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('7KQ4-M2XD')).toBeVisible();
    await expect(canvas.getByText('Senin, 21 Desember 2026 pukul 09.00')).toBeVisible();
    await expect(canvas.getByText(/Jl\. Kiaracondong No\. 218/)).toBeVisible();
    const calendar = canvas.getByRole('link', { name: 'Tambahkan ke Kalender' });
    await expect(calendar).toHaveAttribute('download', 'janji-temu-7KQ4-M2XD.ics');
    await expect(calendar).toHaveAttribute(
      'href',
      `/api/v1/bookings/${sampleManageToken}/calendar.ics`,
    );
    await expect(canvas.getByRole('link', { name: /Kirim ke WhatsApp/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(
      canvas.getByRole('link', { name: 'Buka halaman kelola janji temu' }),
    ).toHaveAttribute('href', `/janji-temu/kelola/${sampleManageToken}`);
    await expect(canvas.getByRole('link', { name: /Petunjuk Arah/ })).toBeVisible();
    await expect(canvas.getByText(whatToBring[0] ?? '')).toBeVisible();
    await expect(canvas.getByText(cancellationPolicy[1] ?? '')).toBeVisible();
  },
};

/** An e-mail was given: the link went there too. */
export const EmailSent: Story = {
  args: { emailSent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/juga kami kirim ke email Anda/)).toBeVisible();
  },
};

/** From the keyboard: after arrival, Tab goes from the heading to the directions and on. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const heading = canvas.getByRole('heading', { name: 'Janji temu Anda terkonfirmasi' });
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Petunjuk Arah/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Tambahkan ke Kalender' })).toHaveFocus();
  },
};

export const Mobile: Story = {
  ...mobile,
  play: Confirmed.play,
};
