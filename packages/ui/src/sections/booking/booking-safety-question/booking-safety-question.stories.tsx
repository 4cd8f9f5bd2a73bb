import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { safetyContent } from '../../../stories/booking-fixtures';
import { mobile } from '../../../stories/helpers';
import { BookingSafetyQuestion } from './booking-safety-question';

const meta = {
  title: 'Sections/Booking/BookingSafetyQuestion',
  component: BookingSafetyQuestion,
  tags: ['beta'],
  args: {
    ...safetyContent,
    children: (
      <p className="border-border rounded-xl border p-6">Data diri dan tombol Buat Janji Temu</p>
    ),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingSafetyQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No sign ticked: the signs, and the rest of the form under them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: safetyContent.question })).toBeVisible();
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(safetyContent.signs.length);
    for (const box of boxes) {
      await expect(box).toHaveAttribute('name', 'warning');
      await expect(box.closest('label')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(canvas.getByText('Data diri dan tombol Buat Janji Temu')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /dokter hari ini/ })).not.toBeInTheDocument();
  },
};

/**
 * A sign ticked (from the keyboard: Tab, then Space): the emergency panel with the clinic's
 * emergency number and 119 takes the place of the form; unticking brings the form back. CSS
 * does it (`:has()`), so it is the same with script off.
 */
export const WarningSignTicked: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const first = canvas.getByRole('checkbox', { name: safetyContent.signs[0] });
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    const panel = canvas.getByRole('region', { name: 'Segera periksakan diri ke dokter hari ini' });
    await expect(panel).toBeVisible();
    await expect(canvas.getByText(safetyContent.emergencyAdvice)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Hubungi 0811-2233-119' })).toHaveAttribute(
      'href',
      'tel:+628112233119',
    );
    await expect(canvas.getByRole('link', { name: 'Ambulans 119' })).toHaveAttribute(
      'href',
      'tel:119',
    );
    await expect(canvas.queryByText('Data diri dan tombol Buat Janji Temu')).not.toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift} ');
    await expect(first).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: safetyContent.signs[1] })).toBeChecked();
    await expect(panel).toBeVisible();
  },
};

export const Mobile: Story = {
  ...mobile,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Nyeri dada atau sesak napas'));
    await expect(canvas.getByRole('link', { name: 'Ambulans 119' })).toBeVisible();
  },
};
