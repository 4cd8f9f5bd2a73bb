import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobile } from '../../../stories/helpers';
import { BookingSummary } from './booking-summary';

const meta = {
  title: 'Sections/Booking/BookingSummary',
  component: BookingSummary,
  tags: ['beta'],
  args: {
    booking: {
      branch: 'kiaracondong',
      service: 'rehab-recovery',
      date: '2026-12-21',
      time: '09:00',
    },
  },
} satisfies Meta<typeof BookingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Branch, service, the day and time in Indonesian, and the booked length. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kiaracondong')).toBeVisible();
    await expect(canvas.getByText('Fisioterapi Olahraga')).toBeVisible();
    await expect(canvas.getByText('Senin, 21 Desember 2026 pukul 09.00')).toBeVisible();
    await expect(canvas.getByText('90 menit')).toBeVisible();
  },
};

/** Before a time is chosen: the day alone. */
export const WithoutTime: Story = {
  args: { booking: { branch: 'mhorfitness', service: 'sport-science', date: '2026-12-23' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tanggal')).toBeVisible();
    await expect(canvas.getByText('Rabu, 23 Desember 2026')).toBeVisible();
    await expect(canvas.getByText('120 menit')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...mobile,
  play: Default.play,
};
