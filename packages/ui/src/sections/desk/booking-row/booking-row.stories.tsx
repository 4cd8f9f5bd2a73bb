import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { staffPagePaths } from '@klinik/clinic';
import { at } from '../../../stories/fixtures';
import { deskBooking, deskBookings } from '../../../stories/desk-fixtures';
import { FormAction, never, type Act, type Values } from '../../../stories/form-action';
import { mobile } from '../../../stories/helpers';
import { deskFields, deskIntent, intentStatus } from '../desk-intents';
import { BookingRow } from './booking-row';

const dayHref = staffPagePaths.day({ branch: 'kiaracondong', date: '2026-12-21' });

/** Dewi Anggraini, 10.30, still to come. */
const confirmed = at(deskBookings, 5);
/** Hendra Gunawan, in the room. */
const arrived = at(deskBookings, 4);
/** Teguh Prasetyo, cancelled because he is unwell. */
const cancelled = at(deskBookings, 7);

/** Sending, with no answer yet. */
const change = fn(never);

const meta = {
  title: 'Sections/Desk/BookingRow',
  component: BookingRow,
  tags: ['beta'],
  args: { booking: confirmed, action: dayHref },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row on the day's route: what it posts goes to `act`, and its button waits meanwhile. */
const routed =
  (act: Act): Story['render'] =>
  (args) => (
    <FormAction act={act}>
      {(form, sending: Values | undefined) => (
        <BookingRow
          {...args}
          as={form.as}
          pending={
            sending?.[deskFields.code] === args.booking.code
              ? intentStatus(sending[deskIntent.name])
              : undefined
          }
        />
      )}
    </FormAction>
  );

/**
 * Still to come: the time, 'Terjadwal', the name linking to the booking's page, the service and
 * the code, and the two changes it may take now: arrived and no-show (cancelling asks for a
 * reason, on the booking's page).
 */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10.30–11.30')).toBeVisible();
    await expect(canvas.getByText('Terjadwal')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dewi Anggraini' })).toHaveAttribute(
      'href',
      '/staf/janji/R2XN-8KVF',
    );
    await expect(canvas.getByText('R2XN-8KVF')).toBeVisible();
    const arrive = canvas.getByRole('button', { name: 'Tandai hadir: Dewi Anggraini' });
    await expect(arrive).toHaveAttribute('name', 'intent');
    await expect(arrive).toHaveAttribute('value', 'arrived');
    await expect(arrive.closest('form')).toHaveAttribute('method', 'post');
    await expect(arrive.closest('form')).toHaveAttribute('action', dayHref);
    await expect(
      canvas.getByRole('button', { name: 'Tandai tidak hadir: Dewi Anggraini' }),
    ).toHaveAttribute('value', 'no_show');
    await expect(canvas.queryByRole('button', { name: /Tandai selesai/ })).toBeNull();
  },
};

/**
 * From the keyboard: Tab reaches the name, then 'Tandai hadir'; Enter posts the arrived intent
 * with the booking's code, and the button reads 'Menyimpan...' while it is sent.
 */
export const Keyboard: Story = {
  render: routed(change),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dewi Anggraini' })).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Tandai hadir: Dewi Anggraini' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(change).toHaveBeenCalledWith({
      [deskFields.code]: 'R2XN-8KVF',
      [deskIntent.name]: deskIntent.arrived,
    });
    await expect(await canvas.findByRole('button', { name: 'Menyimpan...' })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Tandai tidak hadir: Dewi Anggraini' }),
    ).toBeDisabled();
  },
};

/** In the room: only 'Tandai selesai' is offered. */
export const Arrived: Story = {
  args: { booking: arrived },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hadir')).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(
      canvas.getByRole('button', { name: 'Tandai selesai: Hendra Gunawan' }),
    ).toHaveAttribute('value', 'done');
  },
};

/** Cancelled: the reason is written out, and nothing more can be done to it. */
export const Cancelled: Story = {
  args: { booking: cancelled },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dibatalkan')).toBeVisible();
    await expect(canvas.getByText('Alasan: Pasien sedang sakit')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** In a search across days and branches: the day and the branch are added; no quick actions. */
export const WithDate: Story = {
  args: { booking: confirmed, showDate: true, action: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sen, 21 Des, 10.30–11.30')).toBeVisible();
    await expect(canvas.getByText(/Kiaracondong/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The longest name a patient gives, and a service with a long name. */
export const LongText: Story = {
  args: {
    booking: deskBooking({
      code: 'K7QM-2WXP',
      time: '14:00',
      service: 'sport-science',
      name: 'Raden Ayu Siti Nurhaliza Kusumawardhani Prawiranegara',
    }),
  },
};

export const Mobile: Story = {
  ...mobile,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Tandai hadir: Dewi Anggraini' }),
    ).toBeVisible();
  },
};
