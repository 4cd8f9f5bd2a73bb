import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field, fieldControlVariants } from './field';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    label: 'Nomor WhatsApp',
    hint: 'Contoh: 0812 3456 7890',
    required: true,
    children: <input type="tel" className={fieldControlVariants()} />,
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Nomor WhatsApp/ });
    await expect(input).toHaveAccessibleDescription('Contoh: 0812 3456 7890');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const WithError: Story = {
  args: { error: 'Format nomor WhatsApp tidak valid' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Nomor WhatsApp/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Contoh: 0812 3456 7890 Format nomor WhatsApp tidak valid',
    );
  },
};

export const Mobile: Story = {
  args: { error: 'Nomor WhatsApp wajib diisi' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
