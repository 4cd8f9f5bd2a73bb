import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MarkedText } from './marked-text';

const meta = {
  title: 'Sections/Search/MarkedText',
  component: MarkedText,
  tags: ['beta'],
  args: {
    pieces: [
      { text: '…nyeri di sekitar tempurung ', mark: false },
      { text: 'lutut', mark: true },
      { text: ' yang muncul saat berlari menurun…', mark: false },
    ],
  },
} satisfies Meta<typeof MarkedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelectorAll('mark');
    await expect(marks).toHaveLength(1);
    await expect(marks[0]).toHaveTextContent('lutut');
  },
};

/** Text that looks like markup stays text: the pieces are never read as HTML. */
export const MarkupStaysText: Story = {
  args: {
    pieces: [
      { text: '<img src=x onerror=alert(1)> ', mark: false },
      { text: '<b>lutut</b>', mark: true },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img, b')).toBeNull();
    await expect(canvas.getByText('<b>lutut</b>')).toBeVisible();
  },
};

/** Several words matched, as in "nyeri lutut". */
export const SeveralMarks: Story = {
  args: {
    pieces: [
      { text: 'Nyeri', mark: true },
      { text: ' ', mark: false },
      { text: 'Lutut', mark: true },
      { text: ' pada Pelari', mark: false },
    ],
  },
};
