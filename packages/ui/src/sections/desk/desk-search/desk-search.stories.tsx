import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { staffMessages, staffPagePaths } from '@klinik/clinic';
import { at } from '../../../stories/fixtures';
import { deskBooking, deskBookings } from '../../../stories/desk-fixtures';
import { FormAction } from '../../../stories/form-action';
import {
  empty,
  expectNoSidewaysScroll,
  loadError,
  loading,
  mobile,
  ready,
} from '../../../stories/helpers';
import { DeskSearch } from './desk-search';

const navigate = fn();
const retry = fn();

/** Two Dewis: one today at Kiaracondong, one last month at Sumur Bandung. */
const matches = [
  at(deskBookings, 5),
  deskBooking({
    code: 'Q8LT-5VBN',
    date: '2026-11-14',
    time: '16:00',
    service: 'geriatric',
    name: 'Dewi Kartikasari',
    branch: 'sumur-bandung',
    status: 'done',
  }),
];

const meta = {
  title: 'Sections/Desk/DeskSearch',
  component: DeskSearch,
  tags: ['beta'],
  args: { action: staffPagePaths.search() },
  render: (args) => (
    <FormAction navigate={navigate}>{(form) => <DeskSearch {...args} as={form.as} />}</FormAction>
  ),
} satisfies Meta<typeof DeskSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Searched for 'dewi': the matches across branches and days, each with its day and branch and a
 * link to the booking. From the keyboard, a new search: Tab to the field, type, Enter (a GET to
 * the page, `?q=`).
 */
export const Ready: Story = {
  args: { query: 'dewi', found: ready(matches) },
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { name: '2 janji temu cocok dengan "dewi"' }),
    ).toBeVisible();
    const results = within(canvas.getByRole('list'));
    await expect(results.getByRole('link', { name: 'Dewi Kartikasari' })).toHaveAttribute(
      'href',
      '/staf/janji/Q8LT-5VBN',
    );
    await expect(results.getByText(/Sumur Bandung/)).toBeVisible();
    const field = canvas.getByRole('searchbox', { name: /Kode, nama, atau nomor WhatsApp/ });
    await expect(field).toHaveValue('dewi');
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.keyboard('0812 9988 7766{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/staf/cari?q=0812+9988+7766');
  },
};

/** Two letters: nothing searched, the field says what to type. */
export const TooShort: Story = {
  args: { query: 'de', found: ready(matches) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveAccessibleDescription(
      new RegExp(staffMessages.searchTooShort.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  args: { query: 'R2XN-0000', found: empty },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Tidak ada janji temu yang cocok' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { query: 'dewi', found: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Mencari janji temu…');
  },
};

export const LoadError: Story = {
  args: { query: 'dewi', found: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  ...mobile,
  args: { query: 'dewi', found: ready(matches) },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
};
