import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { staffPagePaths } from '@klinik/clinic';
import { deskDate, deskWeek } from '../../../stories/desk-fixtures';
import {
  empty,
  expectNoSidewaysScroll,
  expectSideBySide,
  loadError,
  loading,
  mobile,
  ready,
  tabletLandscape,
} from '../../../stories/helpers';
import { WeekOverview } from './week-overview';

const retry = fn();

const meta = {
  title: 'Sections/Desk/WeekOverview',
  component: WeekOverview,
  tags: ['beta'],
  args: {
    state: ready(deskWeek),
    today: deskDate,
    dayHref: (date: string) => staffPagePaths.day({ branch: 'kiaracondong', date }),
  },
} satisfies Meta<typeof WeekOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Kiaracondong's week on the reception's 1024 px screen: seven days in a row, each a link to its
 * day with its bookings and free places; a full day says 'penuh', closed days their reason.
 */
export const Ready: Story = {
  ...tabletLandscape,
  play: async ({ canvas, canvasElement }) => {
    const week = canvas.getByRole('list', { name: 'Minggu ini di Kiaracondong' });
    const days = within(week).getAllByRole('listitem');
    await expect(days).toHaveLength(7);
    const monday = within(week).getByRole('link', { name: 'Sen, 21 Des' });
    await expect(monday).toHaveAttribute('href', '/staf?cabang=kiaracondong&tanggal=2026-12-21');
    await expect(monday).toHaveAttribute('aria-current', 'date');
    await expect(within(week).getByText('6 janji temu, 31 tempat kosong')).toBeVisible();
    await expect(within(week).getByText('14 janji temu, penuh')).toBeVisible();
    await expect(within(week).getByText('Tutup: Pelatihan staf')).toBeVisible();
    await expectSideBySide(days[0] as HTMLElement, days[6] as HTMLElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat minggu ini…');
  },
};

/** The week answered nothing: a branch the account may not see. */
export const Empty: Story = {
  args: { state: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Minggu ini tidak ditemukan' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { state: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalled();
  },
};

/** On a phone: one day under the other, Tab from day to day. */
export const Mobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const links = canvas.getAllByRole('link');
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    await expectNoSidewaysScroll(canvasElement);
  },
};
