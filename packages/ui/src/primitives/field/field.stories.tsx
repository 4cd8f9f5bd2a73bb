import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tabsThrough } from '../../stories/helpers';
import { honeypotName } from '@klinik/clinic';
import {
  CheckboxField,
  Field,
  fieldControlVariants,
  HoneypotField,
  InputField,
  SelectField,
  TextAreaField,
} from './field';

const meta = {
  title: 'Primitives/Field',
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

/**
 * From the keyboard: each control is the browser's own, reached by Tab in the order shown; a
 * click on a label focuses its control. The dropdown's keys (Space, Alt+Down, the arrows) are the
 * browser's, which the story's simulated keys do not drive: choosing keeps the focus on it.
 */
export const Keyboard: Story = {
  render: () => (
    <div className="grid gap-4">
      <InputField label="Nama Lengkap" name="name" required />
      <SelectField
        label="Cabang"
        name="branch"
        placeholder="Pilih cabang"
        options={[
          { value: 'kiaracondong', label: 'Kiaracondong' },
          { value: 'sumur-bandung', label: 'Sumur Bandung' },
        ]}
      />
      <TextAreaField label="Pesan" name="message" rows={3} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: /Nama Lengkap/ });
    const branch = canvas.getByRole('combobox', { name: 'Cabang' });
    const message = canvas.getByRole('textbox', { name: 'Pesan' });
    await tabsThrough(userEvent, [name, branch, message]);
    await userEvent.click(canvas.getByText('Cabang'));
    await expect(branch).toHaveFocus();
    await userEvent.selectOptions(branch, 'Sumur Bandung');
    await expect(branch).toHaveValue('sumur-bandung');
    await expect(branch).toHaveFocus();
  },
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

/**
 * The honeypot between two fields: posted with its form (empty, unless a bot fills it), but hidden
 * from people and assistive technology and out of the tab order, so Tab goes from one field to the
 * next.
 */
export const Honeypot: Story = {
  render: () => (
    <form aria-label="Formulir contoh" className="grid gap-4">
      <InputField label="Nama Lengkap" name="name" required />
      <HoneypotField name={honeypotName} />
      <TextAreaField label="Pesan" name="message" rows={3} />
    </form>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trap = canvasElement.querySelector<HTMLInputElement>(`input[name="${honeypotName}"]`);
    if (!trap) throw new Error('no honeypot');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    // Not in the accessibility tree: only the two fields are textboxes.
    await expect(canvas.getAllByRole('textbox')).toHaveLength(2);
    // Off screen, left of the page.
    await expect(trap.getBoundingClientRect().right).toBeLessThanOrEqual(0);
    const form = canvas.getByRole('form', { name: 'Formulir contoh' }) as HTMLFormElement;
    await expect(Object.fromEntries(new FormData(form))).toEqual({
      name: '',
      [honeypotName]: '',
      message: '',
    });
    await tabsThrough(userEvent, [
      canvas.getByRole('textbox', { name: /Nama Lengkap/ }),
      canvas.getByRole('textbox', { name: 'Pesan' }),
    ]);
  },
};

/**
 * A check box for one yes (a consent): the label beside the box is part of its 44 px target, and
 * the error sits under the label, read with the box.
 */
export const Checkbox: Story = {
  render: () => (
    <form aria-label="Formulir contoh" className="grid gap-4">
      <CheckboxField
        name="consent"
        required
        label="Saya setuju data saya dipakai untuk mengatur janji temu ini."
        error="Centang persetujuan untuk melanjutkan"
      />
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: /Saya setuju/ });
    await expect(box).toBeRequired();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Centang persetujuan untuk melanjutkan');
    const label = canvas.getByText(/Saya setuju/);
    await expect(label.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(label);
    await expect(box).toBeChecked();
    const form = canvas.getByRole('form', { name: 'Formulir contoh' }) as HTMLFormElement;
    await expect(Object.fromEntries(new FormData(form))).toEqual({ consent: 'on' });
    // Unticked again: the story shows the state its error speaks of.
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
  },
};
