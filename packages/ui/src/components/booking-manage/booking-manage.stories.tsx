import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { bookingPagePaths, bookingMessages } from '@klinik/clinic';
import {
  bookingDayTimes,
  bookingDays,
  sampleBooking,
  sampleManageToken,
} from '../../stories/booking-fixtures';
import { mobile, ready } from '../../stories/helpers';
import { BookingManage } from './booking-manage';

const manageHref = bookingPagePaths.bookingManage(sampleManageToken);

const meta = {
  title: 'Booking/BookingManage',
  component: BookingManage,
  tags: ['beta'],
  args: {
    booking: sampleBooking,
    pageHref: manageHref,
    cancelAction: `${manageHref}/batal`,
    moveAction: `${manageHref}/pindah`,
    move: { dates: bookingDays, times: ready(bookingDayTimes) },
    chatHref: 'https://wa.me/6281220004515?text=Halo%2C%20kode%20booking%20saya%207KQ4-M2XD',
    phone: '(022) 8730 5521',
    onCancel: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 200))),
    onMove: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 200))),
    onMoveDateChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingManage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than 24 hours ahead: the booking, with moving and cancelling closed until opened. */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Janji temu 7KQ4-M2XD' })).toBeVisible();
    await expect(canvas.getByText('Senin, 21 Desember 2026 pukul 09.00')).toBeVisible();
    await expect(canvas.getByText('Pindah jadwal')).toBeVisible();
    await expect(canvas.getByText('Ya, batalkan janji temu')).not.toBeVisible();
  },
};

/**
 * Cancelling: 'Batalkan janji temu' opens the confirmation step (a `<summary>`, whose Enter and
 * Space are the browser's own), then Enter on 'Ya, batalkan janji temu' calls `onCancel`.
 */
export const Cancel: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('Batalkan janji temu'));
    const confirm = await canvas.findByRole('button', { name: 'Ya, batalkan janji temu' });
    await expect(confirm).toBeVisible();
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Ya, batalkan janji temu' })).toBeEnabled(),
    );
  },
};

/**
 * Moving: a day chosen opens the section with its times; the arrow keys pick a free time and
 * 'Pindahkan ke jam ini' calls `onMove`; without a time the focus goes to the times.
 */
export const Move: Story = {
  args: {
    move: {
      dates: bookingDays,
      date: '2026-12-21',
      dateLabel: 'Sen, 21 Des',
      times: ready(bookingDayTimes),
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const submit = canvas.getByRole('button', { name: 'Pindahkan ke jam ini' });
    await userEvent.click(submit);
    await expect(canvas.getByText(bookingMessages.timeRequired)).toBeVisible();
    const first = canvas.getByRole('radio', { name: '09.00' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '12.00' })).toBeChecked();
    await userEvent.click(submit);
    await expect(args.onMove).toHaveBeenCalledWith({ date: '2026-12-21', time: '12:00' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Sab, 19 Des' }));
    await expect(args.onMoveDateChange).toHaveBeenCalledWith('2026-12-19');
  },
};

/** Less than 24 hours before: why self-service is closed, and the chat and phone. */
export const SelfServiceClosed: Story = {
  args: { booking: { ...sampleBooking, can_self_manage: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(bookingMessages.selfServiceClosed)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Chat WhatsApp/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Telepon (022) 8730 5521' })).toHaveAttribute(
      'href',
      'tel:+622287305521',
    );
    await expect(canvas.queryByText('Pindah jadwal')).toBeNull();
  },
};

/** Cancelled: says so, and offers a new booking at the same branch and service. */
export const Cancelled: Story = {
  args: { booking: { ...sampleBooking, status: 'cancelled' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Janji temu ini sudah dibatalkan/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buat Janji Temu Baru' })).toHaveAttribute(
      'href',
      '/janji-temu?branch=kiaracondong&service=rehab-recovery',
    );
  },
};

/** The time was taken meanwhile while moving (409). */
export const MoveTaken: Story = {
  args: { ...Move.args, notice: bookingMessages.taken },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(bookingMessages.taken);
  },
};

export const Mobile: Story = {
  ...mobile,
  args: Move.args,
  play: Confirmed.play,
};
