import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { bookingDays } from '../../../stories/booking-fixtures';
import { expectNoSidewaysScroll, mobile } from '../../../stories/helpers';
import { BookingDateStrip } from './booking-date-strip';

const meta = {
  title: 'Sections/Booking/BookingDateStrip',
  component: BookingDateStrip,
  tags: ['beta'],
  args: { dates: bookingDays, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-5xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingDateStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Friday 18 December and the 13 days after it at Kiaracondong: today marked, the Sundays,
 * Christmas Eve's cuti bersama, Christmas and the branch's own training day closed, each with
 * its reason in view.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(14);
    const today = canvas.getByRole('radio', { name: 'Hari ini Jum, 18 Des' });
    await expect(today).toBeEnabled();
    await expect(today).toHaveAttribute('name', 'date');
    await expect(today).toHaveAttribute('value', '2026-12-18');
    const sunday = canvas.getByRole('radio', { name: 'Min, 20 Des Tutup setiap hari Minggu' });
    await expect(sunday).toBeDisabled();
    await expect(canvas.getByText('Pelatihan staf')).toBeVisible();
    await expect(
      canvas.getByRole('radio', { name: 'Jum, 25 Des Kelahiran Yesus Kristus' }),
    ).toBeDisabled();
  },
};

/** A day chosen (the address's `date`). */
export const Chosen: Story = {
  args: { value: '2026-12-21' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Sen, 21 Des' })).toBeChecked();
  },
};

/**
 * From the keyboard: the arrow keys walk the days and skip a closed one (Sunday 20 to Monday 21;
 * the browser's own radio behaviour, simulated as user-event walks a radio group).
 */
export const Keyboard: Story = {
  args: { value: undefined, defaultValue: '2026-12-19' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const saturday = canvas.getByRole('radio', { name: 'Sab, 19 Des' });
    await expect(saturday).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const monday = canvas.getByRole('radio', { name: 'Sen, 21 Des' });
    await expect(monday).toHaveFocus();
    await expect(monday).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-12-21');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(saturday).toBeChecked();
  },
};

export const Mobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Kelahiran Yesus Kristus')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
