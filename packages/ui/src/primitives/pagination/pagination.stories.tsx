import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  tags: ['beta'],
  args: { currentPage: 1, lastPage: 7, perPage: 9, total: 60, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The visible page labels in order, '...' included. */
const labels = (canvas: Canvas) =>
  [...canvas.getByRole('navigation', { name: 'Paginasi' }).querySelectorAll('li')]
    .map((li) => li.textContent)
    .filter((text) => text !== '');

export const FirstPage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Menampilkan 1 - 9 dari 60 artikel')).toBeVisible();
    await expect(labels(canvas)).toEqual(['1', '2', '...', '7']);
    await expect(canvas.getByRole('button', { name: 'Halaman 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Halaman sebelumnya' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman berikutnya' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 7' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    }
  },
};

export const MiddlePage: Story = {
  args: { currentPage: 4 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Menampilkan 28 - 36 dari 60 artikel')).toBeVisible();
    await expect(labels(canvas)).toEqual(['1', '...', '3', '4', '5', '...', '7']);
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman sebelumnya' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

export const LastPage: Story = {
  args: { currentPage: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Menampilkan 55 - 60 dari 60 artikel')).toBeVisible();
    await expect(labels(canvas)).toEqual(['1', '...', '6', '7']);
    await expect(canvas.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Halaman 7' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Wired to state, as the site does: clicking moves the current page. */
function Controlled(args: PaginationProps) {
  const [page, setPage] = React.useState(args.currentPage);
  return (
    <Pagination
      {...args}
      currentPage={page}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

export const Interactive: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 3' }));
    await expect(labels(canvas)).toEqual(['1', '2', '3', '4', '...', '7']);
    await expect(canvas.getByText('Menampilkan 19 - 27 dari 60 artikel')).toBeVisible();
  },
};

/**
 * From the keyboard: Tab skips the disabled 'Halaman sebelumnya' on the first page and goes
 * through the pages in order; Enter and Space go to the focused page.
 */
export const Keyboard: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Halaman 1' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Halaman 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    const previous = canvas.getByRole('button', { name: 'Halaman sebelumnya' });
    await expect(previous).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText('Menampilkan 1 - 9 dari 60 artikel')).toBeVisible();
  },
};

export const SinglePage: Story = {
  args: { lastPage: 1, total: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Menampilkan 1 - 4 dari 4 artikel')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { lastPage: 0, total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Menampilkan 0 - 0 dari 0 artikel')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { currentPage: 50, lastPage: 100, total: 12345, perPage: 120 },
};

export const Mobile: Story = {
  args: { currentPage: 4 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
