import type * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageCircle, Send } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import type { FormStatus } from '../../hooks/use-form-state';
import { tabsThrough } from '../../stories/helpers';
import { InputField, TextAreaField } from '../field/field';
import { FormCard, type FormCardProps } from './form-card';

/** The form's submit, as useFormState's: it keeps the page where it is. */
const handleSubmit = fn(async (event: React.FormEvent<HTMLFormElement>) => {
  event.preventDefault();
});

/** The part of useFormState that FormCard reads, at one point of sending. */
const formAt = (status: FormStatus, failure?: string): FormCardProps['form'] => ({
  formRef: { current: null },
  handleSubmit,
  status,
  failure,
});

const genericFailure =
  'Maaf, pesan Anda gagal terkirim. Periksa koneksi internet Anda, lalu kirim ulang; isian Anda tidak hilang.';

const serverWords =
  'Anda sudah mengirim beberapa pesan dalam waktu singkat. Silakan coba lagi dalam 8 menit, atau hubungi kami lewat telepon atau WhatsApp.';

const meta = {
  title: 'Forms/FormCard',
  component: FormCard,
  tags: ['stable'],
  args: {
    form: formAt('idle'),
    slot: 'contact-form',
    'aria-label': 'Formulir kontak',
    failure: genericFailure,
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

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = canvas.getByRole('form', { name: 'Formulir kontak' });
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
    await userEvent.click(send);
    await expect(handleSubmit).toHaveBeenCalledTimes(2);
  },
};

/** While sending: the button says so and cannot send twice. */
export const Submitting: Story = {
  args: { form: formAt('submitting') },
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

/** Sending failed: the form's own failure text, above the button, with everything typed kept. */
export const Failed: Story = {
  args: { form: formAt('failed') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(genericFailure);
    await expect(canvas.getByRole('textbox', { name: /Nama Lengkap/ })).toHaveValue(
      'Siti Rahmawati',
    );
    await expect(canvas.getByRole('button', { name: 'Kirim Pesan' })).toBeEnabled();
  },
};

/** The failure brought its own words (a FormSubmitError from the API's refusal): they replace the generic text. */
export const FailedWithServerWords: Story = {
  args: { form: formAt('failed', serverWords) },
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
