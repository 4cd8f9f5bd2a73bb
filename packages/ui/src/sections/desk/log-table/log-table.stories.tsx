import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { staffPagePaths } from '@klinik/clinic';
import { deskLog } from '../../../stories/desk-fixtures';
import {
  empty,
  expectNoSidewaysScroll,
  loadError,
  loading,
  mobile,
  ready,
  tabletLandscape,
} from '../../../stories/helpers';
import { LogTable } from './log-table';

const retry = fn();

const meta = {
  title: 'Sections/Desk/LogTable',
  component: LogTable,
  tags: ['beta'],
  args: { state: ready(deskLog), pageHref: (page: number) => staffPagePaths.log(page) },
} satisfies Meta<typeof LogTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Page 2 of 6 on the reception's 1024 px screen: a table of who, what, which record, when (WIB,
 * the UTC in the title) and the client key; a failed sign-in has nobody signed in. Tab reaches
 * the newer and older pages, links to `?page=`.
 */
export const Ready: Story = {
  ...tabletLandscape,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const table = within(canvas.getByRole('table', { name: /Log aktivitas/ }));
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Waktu',
      'Siapa',
      'Tindakan',
      'Data',
      'Kunci klien',
    ]);
    await expect(table.getAllByRole('row')).toHaveLength(9);
    await expect(table.getByText('Gagal masuk')).toBeVisible();
    await expect(table.getByText('Belum masuk')).toBeVisible();
    await expect(table.getByText('Janji temu M3FJ-7QRZ')).toBeVisible();
    await expect(table.getByText('Sen, 21 Des, 10.40 WIB')).toHaveAttribute(
      'title',
      '2026-12-21 03:40 UTC',
    );
    const pages = within(canvas.getByRole('navigation', { name: 'Halaman log' }));
    await userEvent.tab();
    await expect(pages.getByRole('link', { name: 'Lebih baru' })).toHaveFocus();
    await expect(pages.getByRole('link', { name: 'Lebih baru' })).toHaveAttribute(
      'href',
      '/staf/log?page=1',
    );
    await userEvent.tab();
    await expect(pages.getByRole('link', { name: 'Lebih lama' })).toHaveFocus();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Empty: Story = {
  args: { state: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Log masih kosong' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat log…');
  },
};

export const LoadError: Story = {
  args: { state: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalled();
  },
};

/** On a phone: each row a card in a list, no table. */
export const Mobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(
      within(canvas.getByRole('list', { name: /Log aktivitas/ })).getAllByRole('listitem'),
    ).toHaveLength(8);
    await expectNoSidewaysScroll(canvasElement);
  },
};
