import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { bookingRequestSchema } from '@klinik/clinic';
import {
  bookingBranches,
  bookingDayTimes,
  bookingDays,
  bookingServices,
  safetyContent,
} from '../../stories/booking-fixtures';
import { checked, FormAction, never } from '../../stories/form-action';
import { desktop, expectNoSidewaysScroll, mobile, ready } from '../../stories/helpers';
import { BookingPage } from './booking-page';

/** The choices' GET navigation: the page's address with every choice. */
const navigate = fn();

/** The details' action: checked with the contract's schema, then booking (no answer here). */
const book = fn(checked(bookingRequestSchema, never));

const meta = {
  title: 'Templates/Janji Temu',
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
    },
    breadcrumbs: [
      { label: 'Beranda', href: '/' },
      { label: 'Janji Temu', href: '/janji-temu' },
    ],
  },
  // Both forms as the site renders them: the choices' GET and the details' POST to the action.
  render: (args) => (
    <FormAction act={book} navigate={navigate}>
      {(form) => (
        <BookingPage
          {...args}
          as={form.as}
          details={args.details && { ...args.details, ...form }}
        />
      )}
    </FormAction>
  ),
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

/**
 * Arrived from a branch card (`?branch=sumur-bandung`): the rest to choose, no times yet. The
 * choices are the form's own radios: a change tells the site every choice the form holds, and
 * 'Tampilkan jam' (the GET without script) opens the address with them.
 */
export const FromBranchCardMobile: Story = {
  ...mobile,
  args: { choice: { branch: 'sumur-bandung' }, details: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: /^Sumur Bandung/ })).toBeChecked();
    await expect(canvas.queryByRole('form', { name: 'Data janji temu' })).toBeNull();
    await userEvent.click(canvas.getByText('Fisioterapi Pediatrik'));
    await expect(canvas.getByRole('radio', { name: /^Fisioterapi Pediatrik/ })).toBeChecked();
    await expect(args.onChoiceChange).toHaveBeenLastCalledWith({
      branch: 'sumur-bandung',
      service: 'pediatric',
      date: undefined,
    });
    await userEvent.click(canvas.getByRole('radio', { name: 'Sab, 19 Des' }));
    await expect(args.onChoiceChange).toHaveBeenLastCalledWith({
      branch: 'sumur-bandung',
      service: 'pediatric',
      date: '2026-12-19',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan jam' }));
    await expect(navigate).toHaveBeenCalledWith(
      '/janji-temu?branch=sumur-bandung&service=pediatric&date=2026-12-19',
    );
  },
};

export const FromBranchCardDesktop: Story = { ...desktop, args: FromBranchCardMobile.args };
