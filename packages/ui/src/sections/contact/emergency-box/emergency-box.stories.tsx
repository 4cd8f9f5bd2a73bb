import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contact } from '@klinik/clinic';
import { EmergencyBox } from './emergency-box';

const meta = {
  title: 'Sections/Contact/EmergencyBox',
  component: EmergencyBox,
  tags: ['beta'],
  args: { phone: contact.emergencyPhone },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmergencyBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Darurat Medis' })).toBeVisible();
    const call = canvas.getByRole('link', { name: `Hubungi ${contact.emergencyPhone}` });
    // The number shown, dialled in its international form.
    await expect(call).toHaveAttribute('href', 'tel:+628112233119');
    await expect(call.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
