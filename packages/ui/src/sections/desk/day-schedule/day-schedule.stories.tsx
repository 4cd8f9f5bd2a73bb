import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { staffMessages, staffPagePaths } from '@klinik/clinic';
import { deskBooking, deskClosedDay, deskDay } from '../../../stories/desk-fixtures';
import { after, FormAction, refused, type Values } from '../../../stories/form-action';
import {
  empty,
  expectNoSidewaysScroll,
  loadError,
  loading,
  mobile,
  ready,
  tabletLandscape,
  tabsThrough,
} from '../../../stories/helpers';
import { deskFields, deskIntent, intentStatus } from '../desk-intents';
import { DaySchedule } from './day-schedule';

const dayHref = staffPagePaths.day({ branch: 'kiaracondong', date: '2026-12-21' });
const retry = fn();

/** A colleague marked the patient a moment earlier: the API refuses the same change (409). */
const markedMeanwhile = fn(
  after(300, refused(409, staffMessages.statusNotAllowed('Hadir', 'Hadir'))),
);

/**
 * A row header's name: the time, then how many places are taken (its screen-reader text is out of
 * the flow, so the name may hold a space before the comma).
 */
const row = (time: string, filled: number) =>
  new RegExp(`^${time.replace('.', '\\.')} ?, ${filled} dari 3 tempat terisi$`);

const meta = {
  title: 'Sections/Desk/DaySchedule',
  component: DaySchedule,
  tags: ['beta'],
  args: { state: ready(deskDay), action: dayHref },
} satisfies Meta<typeof DaySchedule>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Monday at Kiaracondong: a row per half hour from 09.00 to 16.30, a column per treatment place,
 * each visit across the rows it takes; free places say 'Kosong'. Each row's header is read with
 * how many places are taken then.
 */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', {
      name: 'Jadwal Kiaracondong, Senin, 21 Desember 2026',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Jam', 'Tempat 1', 'Tempat 2', 'Tempat 3']);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(16);
    await expect(within(table).getByRole('rowheader', { name: row('09.00', 2) })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: row('12.30', 0) })).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'Yusuf Maulana' })).toHaveAttribute(
      'href',
      '/staf/janji/T6QM-3HZB',
    );
    // 90 minutes: the visit covers three rows.
    await expect(
      within(table).getByRole('link', { name: 'Yusuf Maulana' }).closest('td'),
    ).toHaveAttribute('rowspan', '3');
    // No-show and cancelled take no place: they follow the schedule.
    const aside = canvas.getByRole('region', { name: 'Tidak menempati tempat' });
    await expect(within(aside).getByRole('link', { name: 'Agus Wijaya' })).toBeVisible();
    await expect(within(aside).getByRole('link', { name: 'Teguh Prasetyo' })).toBeVisible();
    await expect(within(table).queryByRole('link', { name: 'Agus Wijaya' })).toBeNull();
  },
};

/**
 * From the keyboard: Tab goes through the day row by row, place by place (each name, then its
 * quick actions); Enter on 'Tandai hadir' posts it ('Menyimpan...' meanwhile). Here a colleague
 * was quicker: the refusal is an alert above the day.
 */
export const Keyboard: Story = {
  render: (args) => (
    <FormAction act={markedMeanwhile}>
      {(form, sending: Values | undefined) => (
        <DaySchedule
          {...args}
          as={form.as}
          answer={form.answer}
          pending={
            sending
              ? {
                  code: sending[deskFields.code] ?? '',
                  intent: intentStatus(sending[deskIntent.name]) ?? 'arrived',
                }
              : undefined
          }
        />
      )}
    </FormAction>
  ),
  play: async ({ canvas, userEvent }) => {
    const table = within(canvas.getByRole('table'));
    await tabsThrough(userEvent, [
      table.getByRole('link', { name: 'Budi Santoso' }),
      table.getByRole('link', { name: 'Siti Rahmawati' }),
      table.getByRole('link', { name: 'Nadia Putri' }),
      table.getByRole('button', { name: 'Tandai selesai: Nadia Putri' }),
      table.getByRole('link', { name: 'Hendra Gunawan' }),
      table.getByRole('button', { name: 'Tandai selesai: Hendra Gunawan' }),
      table.getByRole('link', { name: 'Dewi Anggraini' }),
      table.getByRole('button', { name: 'Tandai hadir: Dewi Anggraini' }),
    ]);
    await userEvent.keyboard('{Enter}');
    await expect(markedMeanwhile).toHaveBeenCalledWith({
      [deskFields.code]: 'R2XN-8KVF',
      [deskIntent.name]: deskIntent.arrived,
    });
    await expect(await table.findByRole('button', { name: 'Menyimpan...' })).toBeDisabled();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Status "Hadir" tidak dapat diubah menjadi "Hadir".',
    );
  },
};

/**
 * On the reception's 1024 px tablet: the full hour (10.00 to 11.30, every place taken) reads
 * 'Penuh' beside its times, and the day fits without scrolling sideways.
 */
export const Tablet: Story = {
  ...tabletLandscape,
  play: async ({ canvas, canvasElement }) => {
    const table = within(canvas.getByRole('table'));
    for (const time of ['10.00', '10.30', '11.00']) {
      const header = table.getByRole('rowheader', { name: row(time, 3) });
      await expect(header).toHaveTextContent('Penuh');
    }
    await expect(table.getByRole('rowheader', { name: row('11.30', 2) })).not.toHaveTextContent(
      'Penuh',
    );
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** The branch's own closed day: why, instead of the schedule. */
export const Closed: Story = {
  args: { state: ready(deskClosedDay) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Cabang tutup' })).toBeVisible();
    await expect(canvas.getByText('Cabang tutup pada tanggal ini: Pelatihan staf.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** No booking yet: every place of every row is free. */
export const NoBookings: Story = {
  args: { state: ready({ ...deskDay, hours: { open: '10:00', close: '12:00' }, bookings: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Belum ada janji temu pada hari ini/)).toBeVisible();
    await expect(canvas.getAllByText('Kosong')).toHaveLength(12);
  },
};

export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat jadwal…');
  },
};

/** The day answered nothing: a branch the account may not see. */
export const Empty: Story = {
  args: { state: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Jadwal tidak ditemukan' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { state: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Jadwal gagal dimuat');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalled();
  },
};

/** The longest names, two at once in a narrow place. */
export const LongText: Story = {
  ...tabletLandscape,
  args: {
    state: ready({
      ...deskDay,
      hours: { open: '09:00', close: '11:00' },
      bookings: [
        deskBooking({
          code: 'K7QM-2WXP',
          time: '09:00',
          service: 'sport-science',
          name: 'Raden Ayu Siti Nurhaliza Kusumawardhani Prawiranegara',
        }),
        deskBooking({
          code: 'R4TB-9ZHD',
          time: '09:30',
          service: 'rehab-recovery',
          name: 'Muhammad Rizky Pratama Adiwijaya Soerjadiningrat',
          status: 'arrived',
        }),
      ],
    }),
  },
};

/** On a phone: the same day as a list by time, each half hour with its places and who starts. */
export const Mobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    const list = canvas.getByRole('list', { name: 'Jadwal Kiaracondong, Senin, 21 Desember 2026' });
    await expect(
      within(list).getByRole('heading', { name: '10.30 Penuh: 3 dari 3 tempat terisi' }),
    ).toBeVisible();
    await expect(within(list).getByRole('link', { name: 'Dewi Anggraini' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
