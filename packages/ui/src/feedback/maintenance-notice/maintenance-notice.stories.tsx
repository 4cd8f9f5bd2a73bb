import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultSettings } from '@klinik/clinic/default-settings';
import { expect } from 'storybook/test';
import { MaintenanceNotice } from './maintenance-notice';

const meta = {
  title: 'Feedback/MaintenanceNotice',
  component: MaintenanceNotice,
  tags: ['stable'],
  args: { message: defaultSettings.general.maintenance_message },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MaintenanceNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Maintenance on: the settings' message on every page, above the header. */
export const On: Story = {
  play: async ({ canvas }) => {
    const message = await canvas.findByText(defaultSettings.general.maintenance_message);
    await expect(canvas.getByRole('status')).toContainElement(message);
  },
};

/** Off (the default): the empty live region stays, so turning it on later is announced. */
export const Off: Story = {
  // Nothing is drawn: no screenshot to compare.
  parameters: { screenshot: false },
  args: { message: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const LongText: Story = {
  args: {
    message:
      'Situs sedang dalam pemeliharaan terjadwal hingga Minggu pukul 06.00. Pendaftaran online dan formulir kontak sementara tidak tersedia; silakan hubungi kami melalui WhatsApp atau telepon cabang terdekat.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: LongText.args,
};
