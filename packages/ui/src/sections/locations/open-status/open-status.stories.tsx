import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect } from 'storybook/test';
import { businessHours } from '@klinik/clinic';
import { OpenStatus } from './open-status';

/** A moment on the clinic's clock (Asia/Jakarta, UTC+7). 23 November 2026 is a Monday. */
const wib = (local: string) => new Date(`${local}+07:00`);

const meta = {
  title: 'Sections/Locations/OpenStatus',
  component: OpenStatus,
  tags: ['stable'],
  args: { hours: businessHours, now: wib('2026-11-23T10:00') },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OpenStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Monday 10.00: open until the weekday closing hour. */
export const Open: Story = {
  play: async ({ canvas }) => {
    const line = await canvas.findByText('Buka sekarang · tutup pukul 17.00');
    await expect(line.closest('p')).toHaveAttribute('data-state', 'open');
  },
};

/** Monday 07.30: closed, opens later today. */
export const OpensLaterToday: Story = {
  args: { now: wib('2026-11-23T07:30') },
  play: async ({ canvas }) => {
    const line = await canvas.findByText('Tutup · buka hari ini pukul 09.00');
    await expect(line.closest('p')).toHaveAttribute('data-state', 'closed');
  },
};

/** Friday 17.00 sharp: closed, and tomorrow is Saturday with its own hours. */
export const OpensTomorrow: Story = {
  args: { now: wib('2026-11-27T17:00') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Tutup · buka besok pukul 10.00')).toBeVisible();
  },
};

/** Saturday after closing: Sunday is closed, so the next opening is named. */
export const ClosedUntilMonday: Story = {
  args: { now: wib('2026-11-28T18:00') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Tutup · buka lagi Senin pukul 09.00')).toBeVisible();
  },
};

/**
 * The line as the server renders it (and as the page shows it without script): the hour is not
 * known there, so it says something true at any hour, in the space the status takes later.
 */
export const AsPrerendered: Story = {
  render: (args) => (
    // The server's HTML is the line's first render: pending.
    <div dangerouslySetInnerHTML={{ __html: renderToStaticMarkup(<OpenStatus {...args} />) }} />
  ),
  play: async ({ canvas }) => {
    const line = canvas.getByText('Jam operasional dalam WIB');
    await expect(line.closest('p')).toHaveAttribute('data-state', 'pending');
  },
};

/**
 * On the footer's dark background, in a column narrow enough to wrap: the line keeps the room of
 * the longest thing these hours can make it say ('Tutup · buka lagi Senin pukul 09.00'), so the
 * shorter status shown now leaves the space below it as it was before hydration.
 */
export const InverseNarrow: Story = {
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div className="surface-inverse w-40 p-4">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const line = await canvas.findByText('Buka sekarang · tutup pukul 17.00');
    const widest = canvasElement.querySelector<HTMLElement>('[data-widest]');
    await expect(widest).toHaveAttribute('data-widest', 'Tutup · buka lagi Senin pukul 09.00');
    await expect(widest).not.toBeVisible();
    const room = widest?.getBoundingClientRect().height ?? 0;
    // The longest line takes at least the lines of the status shown, and the line keeps them.
    await expect(room).toBeGreaterThanOrEqual(line.getBoundingClientRect().height);
    await expect(line.closest('p')?.getBoundingClientRect().height).toBe(room);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Buka sekarang · tutup pukul 17.00')).toBeVisible();
  },
};
