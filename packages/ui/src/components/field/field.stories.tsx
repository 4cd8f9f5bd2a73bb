import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field, fieldControlVariants, InputField, TextAreaField } from './field';

const meta = {
  title: 'Forms/Field',
  component: Field,
  tags: ['beta'],
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

/** The caller's class joins the control's own; the other props reach the control too. */
export const ControlClassName: Story = {
  render: () => (
    <div className="grid gap-4">
      <InputField label="Kode Promo" name="promo" className="uppercase" placeholder="GERAK10" />
      <TextAreaField label="Catatan" name="note" className="min-h-32" rows={4} />
    </div>
  ),
  // Only the classes are checked here; FormCard's stories capture these fields.
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Kode Promo' });
    await expect(input).toHaveClass('uppercase', 'rounded-lg', 'min-h-11');
    await expect(input).toHaveAttribute('placeholder', 'GERAK10');
    const note = canvas.getByRole('textbox', { name: 'Catatan' });
    await expect(note).toHaveClass('min-h-32', 'resize-y', 'rounded-lg');
    await expect(note).toHaveAttribute('rows', '4');
  },
};
