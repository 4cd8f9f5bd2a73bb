import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { businessHours, dayGroupLabels } from '@klinik/clinic';
import { formatHoursRows } from '../business-hours';
import { OpenStatus } from '../open-status/open-status';
import { HoursTable } from './hours-table';

const meta = {
  title: 'Sections/Locations/HoursTable',
  component: HoursTable,
  tags: ['stable'],
  args: { rows: formatHoursRows(businessHours, dayGroupLabels) },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HoursTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Jam Operasional' });
    await expect(table).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Senin - Jumat' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Senin - Jumat 09:00 - 17:00' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Sabtu 10:00 - 17:00' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Minggu Tutup' })).toBeVisible();
  },
};

/** With the open-now line under the heading, as on the contact page. */
export const WithOpenStatus: Story = {
  args: { status: <OpenStatus hours={businessHours} /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Buka sekarang · tutup pukul 17.00')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: 'Jam Operasional Klinik Utama dan Layanan Homecare',
    rows: [
      { label: 'Senin - Jumat (kecuali hari libur nasional)', value: '09:00 - 17:00' },
      { label: 'Sabtu', value: '10:00 - 17:00' },
      { label: 'Minggu dan hari libur nasional', value: 'Tutup' },
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
