import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { bookingMessages } from '@klinik/clinic';
import { bookingDayTimes } from '../../../stories/booking-fixtures';
import { empty, loadError, loading, mobile, ready, retriesAfter } from '../../../stories/helpers';
import { BookingTimeGrid } from './booking-time-grid';

const retry = fn();

const meta = {
  title: 'Sections/Booking/BookingTimeGrid',
  component: BookingTimeGrid,
  tags: ['beta'],
  args: { state: ready(bookingDayTimes), dateLabel: 'Sen, 21 Des', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingTimeGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Monday 21 December, Fisioterapi Olahraga (90 minutes) at a branch with one place: every half
 * hour from 09.00 to 15.30, the times that meet the visits at 10.30 and 14.00 shown as 'Penuh'.
 */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Pilih jam, Sen, 21 Des (wajib)' }),
    ).toBeVisible();
    const first = canvas.getByRole('radio', { name: '09.00' });
    await expect(first).toHaveAttribute('name', 'time');
    await expect(first).toHaveAttribute('value', '09:00');
    await expect(canvas.getByRole('radio', { name: '10.00 Penuh' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '12.00' })).toBeEnabled();
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio.closest('label')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(
        44,
      );
    }
  },
};

/**
 * From the keyboard: the arrow keys go from 09.00 to the next free time, past the taken ones (the
 * browser's own radio behaviour, simulated as user-event walks a radio group).
 */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '09.00' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const next = canvas.getByRole('radio', { name: '12.00' });
    await expect(next).toHaveFocus();
    await expect(next).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12:00');
  },
};

/** Sent without a time. */
export const WithError: Story = {
  args: { error: bookingMessages.timeRequired },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Pilih jam/ })).toHaveAccessibleDescription(
      bookingMessages.timeRequired,
    );
  },
};

/** While the day's times load: their place, busy, and a status for screen readers. */
export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat jam yang tersedia…');
    await expect(canvasElement.querySelector('[data-slot="booking-time-grid"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Every time of the day taken: what to do next, with the taken times still in view. */
export const NoFreeTime: Story = {
  args: { state: ready(bookingDayTimes.map((slot) => ({ ...slot, free: false }))) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Tidak ada jam kosong pada tanggal ini' }),
    ).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** No time left at all (today, late in the afternoon). */
export const Empty: Story = {
  args: { state: empty },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Tidak ada jam kosong pada tanggal ini' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
  },
};

/** The branch is closed that day: the reason, and what to do. */
export const ClosedDay: Story = {
  args: { state: { status: 'closed', reason: 'Kelahiran Yesus Kristus' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Cabang tutup' })).toBeVisible();
    await expect(canvas.getByText(bookingMessages.closed('Kelahiran Yesus Kristus'))).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { state: loadError(retry) },
  play: retriesAfter(retry, ['Jam yang tersedia gagal dimuat']),
};

export const Mobile: Story = {
  ...mobile,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('12.30'));
    await expect(canvas.getByRole('radio', { name: '12.30' })).toBeChecked();
  },
};
