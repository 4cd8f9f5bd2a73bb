import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { visitStatuses } from '@klinik/clinic';
import { mobile } from '../../../stories/helpers';
import { VisitStatusBadge } from './visit-status-badge';

const meta = {
  title: 'Sections/Desk/VisitStatusBadge',
  component: VisitStatusBadge,
  tags: ['beta'],
  args: { status: 'confirmed' },
} satisfies Meta<typeof VisitStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A booking still to come: 'Terjadwal'. */
export const Confirmed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Terjadwal')).toBeVisible();
    // The icon only helps the eye: it is hidden from screen readers, the label says it.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/**
 * Every status side by side, each with its own label, icon and colour: the words and the icons
 * differ, so no two statuses are told apart by colour alone.
 */
export const AllStatuses: Story = {
  render: () => (
    <ul className="flex flex-wrap gap-3">
      {visitStatuses.map((status) => (
        <li key={status.value}>
          <VisitStatusBadge status={status.value} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const label of ['Terjadwal', 'Hadir', 'Selesai', 'Tidak hadir', 'Dibatalkan']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    const icons = [...canvasElement.querySelectorAll('[data-slot="visit-status-badge"] svg')];
    const shapes = new Set(icons.map((icon) => icon.getAttribute('class')));
    await expect(shapes.size).toBe(visitStatuses.length);
  },
};

/** In a narrow column the label wraps rather than leaving its box. */
export const Mobile: Story = {
  ...mobile,
  args: { status: 'no_show' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tidak hadir')).toBeVisible();
  },
};
