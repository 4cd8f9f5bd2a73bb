import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { bookingMessages } from '@klinik/clinic';
import { bookingBranches, bookingServices } from '../../../stories/booking-fixtures';
import { mobile, tabsThrough } from '../../../stories/helpers';
import { BookingBranchPicker, BookingPicker, BookingServicePicker } from './booking-picker';

const meta = {
  title: 'Sections/Booking/BookingPicker',
  component: BookingPicker,
  tags: ['beta'],
  args: {
    legend: 'Pilih cabang',
    name: 'branch',
    choices: bookingBranches.map((branch) => ({
      value: branch.value,
      label: branch.label,
      detail: branch.address,
    })),
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-5xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The branch cards with their addresses: a group of radios named by its legend. */
export const Branches: Story = {
  render: (args) => (
    <BookingBranchPicker branches={bookingBranches} onValueChange={args.onValueChange} />
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Pilih cabang' });
    await expect(group).toBeVisible();
    for (const branch of bookingBranches) {
      const radio = canvas.getByRole('radio', { name: new RegExp(branch.label) });
      await expect(radio).toHaveAttribute('name', 'branch');
      await expect(radio).toHaveAttribute('value', branch.value);
      await expect(radio).not.toBeChecked();
      const card = radio.closest('label');
      await expect(card?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** The five services a branch gives, with their booked length; homecare is not among them. */
export const Services: Story = {
  render: (args) => (
    <BookingServicePicker
      services={bookingServices}
      defaultValue="pediatric"
      onValueChange={args.onValueChange}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await expect(canvas.queryByRole('radio', { name: /Homecare/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: /Fisioterapi Pediatrik/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Fisioterapi Olahraga/ })).toHaveAccessibleName(
      'Fisioterapi Olahraga 90 menit',
    );
  },
};

/**
 * From the keyboard: Tab enters the group on its first card, the arrow keys move the choice (the
 * browser's own radio behaviour, simulated here as user-event walks a radio group), and Tab
 * leaves the group.
 */
export const Keyboard: Story = {
  render: (args) => (
    <>
      <BookingBranchPicker branches={bookingBranches} onValueChange={args.onValueChange} />
      <button type="button" className="mt-4 min-h-11">
        Berikutnya
      </button>
    </>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const [first, second, third] = canvas.getAllByRole('radio');
    await tabsThrough(userEvent, [first as HTMLElement]);
    await userEvent.keyboard('{ArrowRight}');
    await expect(second).toHaveFocus();
    await expect(second).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('sumur-bandung');
    await userEvent.keyboard('{ArrowDown}');
    await expect(third).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(second).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Berikutnya' })).toHaveFocus();
  },
};

/** Sent without a choice: the message sits under the legend and describes the group. */
export const WithError: Story = {
  args: { error: bookingMessages.branchRequired, required: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: /Pilih cabang/ });
    await expect(group).toHaveAccessibleDescription(bookingMessages.branchRequired);
    await expect(canvas.getByText(bookingMessages.branchRequired)).toBeVisible();
  },
};

/** Chips: the time grid's layout, one disabled with its reason. */
export const Chips: Story = {
  args: {
    legend: 'Pilih jam',
    name: 'time',
    layout: 'chips',
    choices: [
      { value: '09:00', label: '09.00' },
      { value: '09:30', label: '09.30', disabled: true, detail: 'Penuh' },
      { value: '10:00', label: '10.00' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '09.30 Penuh' })).toBeDisabled();
  },
};

/** Days: the date strip's layout, today marked. */
export const Days: Story = {
  args: {
    legend: 'Pilih tanggal',
    name: 'date',
    layout: 'days',
    choices: [
      { value: '2026-12-18', label: 'Jum, 18 Des', badge: 'Hari ini' },
      { value: '2026-12-19', label: 'Sab, 19 Des' },
      {
        value: '2026-12-20',
        label: 'Min, 20 Des',
        disabled: true,
        detail: 'Tutup setiap hari Minggu',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Hari ini Jum, 18 Des' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  ...mobile,
  render: (args) => (
    <BookingBranchPicker branches={bookingBranches} onValueChange={args.onValueChange} />
  ),
  play: async ({ canvas, userEvent }) => {
    const radio = canvas.getByRole('radio', { name: /Sumur Bandung/ });
    await userEvent.click(canvas.getByText('Sumur Bandung'));
    await expect(radio).toBeChecked();
  },
};
