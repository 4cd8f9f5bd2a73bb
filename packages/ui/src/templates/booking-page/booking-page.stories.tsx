import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  bookingBranches,
  bookingDayTimes,
  bookingDays,
  bookingServices,
  safetyContent,
} from '../../stories/booking-fixtures';
import { desktop, expectNoSidewaysScroll, mobile, ready } from '../../stories/helpers';
import { BookingPage } from './booking-page';

const meta = {
  title: 'Pages/Janji Temu',
  component: BookingPage,
  tags: ['beta'],
  args: {
    choice: { branch: 'kiaracondong', service: 'rehab-recovery', date: '2026-12-21' },
    branches: bookingBranches,
    services: bookingServices,
    dates: bookingDays,
    onChoiceChange: fn(),
    details: {
      action: '/janji-temu',
      times: ready(bookingDayTimes),
      safety: safetyContent,
      onSubmit: fn(() => new Promise<void>(() => {})),
    },
    breadcrumbs: [
      { label: 'Beranda', href: '/' },
      { label: 'Janji Temu', href: '/janji-temu' },
    ],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BookingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Branch, service and date chosen: the day's times, the safety question and the details. */
export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Buat Janji Temu' })).toBeVisible();
    const choices = canvas.getByRole('form', { name: 'Pilih cabang, layanan, dan tanggal' });
    await expect(choices).toHaveAttribute('method', 'get');
    await expect(choices).toHaveAttribute('action', '/janji-temu');
    await expect(canvas.getByRole('radio', { name: /^Kiaracondong/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Sen, 21 Des' })).toBeChecked();
    await expect(canvas.getByText('Senin, 21 Desember 2026')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Data janji temu' })).toHaveAttribute(
      'method',
      'post',
    );
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop };

/** Arrived from a branch card (`?branch=sumur-bandung`): the rest to choose, no times yet. */
export const FromBranchCardMobile: Story = {
  ...mobile,
  args: { choice: { branch: 'sumur-bandung' }, details: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: /^Sumur Bandung/ })).toBeChecked();
    await expect(canvas.queryByRole('form', { name: 'Data janji temu' })).toBeNull();
    await userEvent.click(canvas.getByText('Fisioterapi Pediatrik'));
    await expect(args.onChoiceChange).toHaveBeenCalledWith({
      branch: 'sumur-bandung',
      service: 'pediatric',
    });
  },
};

export const FromBranchCardDesktop: Story = { ...desktop, args: FromBranchCardMobile.args };
