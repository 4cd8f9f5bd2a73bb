import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageCircle, Send } from 'lucide-react';
import { expect, fn, waitFor } from 'storybook/test';
import { unsentMessages } from '@klinik/clinic';
import { FormAction } from '../../stories/form-action';
import { tabsThrough } from '../../stories/helpers';
import { InputField, TextAreaField } from '../field/field';
import { FormCard } from './form-card';

/** The route's action: what the card posted, accepted. */
const act = fn(() => ({ ok: true as const }));

/** A limit of the API, in its own words (429). */
const serverWords =
  'Anda sudah mengirim beberapa pesan dalam waktu singkat. Silakan coba lagi dalam 8 menit, atau hubungi kami lewat telepon atau WhatsApp.';

const meta = {
  title: 'Primitives/FormCard',
  component: FormCard,
  tags: ['stable'],
  args: {
    slot: 'contact-form',
    'aria-label': 'Formulir kontak',
    action: '/kontak',
    submit: { label: 'Kirim Pesan', icon: Send },
    children: (
      <>
        <InputField label="Nama Lengkap" name="name" required defaultValue="Siti Rahmawati" />
        <TextAreaField
          label="Pesan"
          name="message"
          required
          rows={4}
          defaultValue="Apakah homecare tersedia di daerah Buahbatu?"
        />
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A POST form to its route's action (rendered here as the story's router form): Enter in a
 * one-line field and the button both send it.
 */
export const Default: Story = {
  render: (args) => (
    <FormAction act={act}>
      {(form) => <FormCard {...args} as={form.as} pending={form.pending} />}
    </FormAction>
  ),
  play: async ({ canvas, userEvent }) => {
    const form = canvas.getByRole('form', { name: 'Formulir kontak' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/kontak');
    await expect(form).toHaveAttribute('novalidate');
    const send = canvas.getByRole('button', { name: 'Kirim Pesan' });
    await expect(send).toHaveAttribute('type', 'submit');
    await expect(send).toBeEnabled();
    await expect(send.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.queryByRole('alert')).toBeNull();

    // Tab goes through the fields in order, then the button.
    await tabsThrough(userEvent, [
      canvas.getByRole('textbox', { name: /Nama Lengkap/ }),
      canvas.getByRole('textbox', { name: /Pesan/ }),
      send,
    ]);

    // Enter in a one-line field submits the form, like the button.
    await userEvent.click(canvas.getByRole('textbox', { name: /Nama Lengkap/ }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await waitFor(() => expect(act).toHaveBeenCalledTimes(2));
    await expect(act).toHaveBeenLastCalledWith({
      name: 'Siti Rahmawati',
      message: 'Apakah homecare tersedia di daerah Buahbatu?',
    });
  },
};

/** While sending: the button says so and cannot send twice. */
export const Submitting: Story = {
  args: { pending: true },
  play: async ({ canvas, userEvent }) => {
    const sending = canvas.getByRole('button', { name: 'Mengirim...' });
    await expect(sending).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Kirim Pesan' })).toBeNull();
    // Tab from the last field passes the disabled button by.
    canvas.getByRole('textbox', { name: /Pesan/ }).focus();
    await userEvent.tab();
    await expect(sending).not.toHaveFocus();
  },
};

/**
 * The clinic could not be reached: the answer's `message` (`unsentMessages.contact`) as an alert
 * above the button, with everything typed kept.
 */
export const Failed: Story = {
  args: { notice: unsentMessages.contact },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(unsentMessages.contact);
    await expect(canvas.getByRole('textbox', { name: /Nama Lengkap/ })).toHaveValue(
      'Siti Rahmawati',
    );
    await expect(canvas.getByRole('button', { name: 'Kirim Pesan' })).toBeEnabled();
  },
};

/** The API refused with its own words (a 429): the alert says them, what to do and when. */
export const FailedWithServerWords: Story = {
  args: { notice: serverWords },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(serverWords);
    await expect(alert).not.toHaveTextContent('Periksa koneksi internet Anda');
  },
};

/** The consultation form's look: its one main action in the accent colour. */
export const Accent: Story = {
  args: {
    slot: 'consultation-form',
    'aria-label': 'Formulir konsultasi gratis',
    submit: { label: 'Kirim via WhatsApp', icon: MessageCircle, variant: 'accent' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Formulir konsultasi gratis' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kirim via WhatsApp' })).toBeVisible();
  },
};

/** On a phone the button spans the card, as wide as the fields; from `sm` it keeps its own width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const send = canvas.getByRole('button', { name: 'Kirim Pesan' }).getBoundingClientRect();
    const field = canvas.getByRole('textbox', { name: /Nama Lengkap/ }).getBoundingClientRect();
    await expect(Math.abs(send.width - field.width)).toBeLessThan(1);
  },
};
