import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FormSubmitError } from '../../hooks/use-form-state';
import { tabsThrough } from '../../stories/helpers';
import { ContactForm } from './contact-form';

const sent = () => new Promise<void>((resolve) => setTimeout(resolve, 300));

const meta = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  tags: ['beta'],
  args: { onSubmit: fn(sent) },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const fields = (canvas: Canvas) => ({
  name: canvas.getByRole('textbox', { name: /Nama Lengkap/ }),
  email: canvas.getByRole('textbox', { name: /Email/ }),
  phone: canvas.getByRole('textbox', { name: /Nomor Telepon/ }),
  subject: canvas.getByRole('combobox', { name: /Subjek/ }),
  message: canvas.getByRole('textbox', { name: /Pesan/ }),
});

const filled = {
  name: 'Siti Rahmawati',
  email: 'siti@contoh.id',
  phone: '0812 2000 4515',
  subject: 'homecare',
  message: 'Apakah homecare tersedia di daerah Buahbatu?',
};

export const Default: Story = {
  play: async ({ canvas }) => {
    const { name, email, phone, subject, message } = fields(canvas);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(message).toHaveAttribute('rows', '6');
    await expect(subject).toHaveValue('');
    const options = canvas
      .getAllByRole('option')
      .map((o) => [o.getAttribute('value'), o.textContent]);
    await expect(options).toEqual([
      ['', 'Pilih Subjek'],
      ['konsultasi', 'Konsultasi Umum'],
      ['booking', 'Booking Janji Temu'],
      ['homecare', 'Layanan Homecare'],
      ['kerjasama', 'Kerjasama'],
      ['lainnya', 'Lainnya'],
    ]);
    for (const control of [name, email, phone, subject, message]) {
      await expect(control).toHaveAttribute('aria-required', 'true');
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** The contract's schema checks the fields, with the API's own messages. */
export const RequiredFields: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Pesan' }));
    const f = fields(canvas);
    const expected = [
      [f.name, 'Nama wajib diisi'],
      [f.email, 'Email wajib diisi'],
      [f.phone, 'Nomor telepon wajib diisi'],
      [f.subject, 'Subjek wajib dipilih'],
      [f.message, 'Pesan wajib diisi'],
    ] as const;
    for (const [control, text] of expected) {
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(text);
    }
    await expect(f.name).toHaveFocus();
    await userEvent.type(f.email, 'siti@contoh');
    await expect(f.email).not.toHaveAttribute('aria-invalid');
    await userEvent.type(f.phone, '0812');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Pesan' }));
    await expect(f.email).toHaveAccessibleDescription(
      'Format email tidak valid, contoh: nama@domain.com',
    );
    await expect(f.phone).toHaveAccessibleDescription(
      'Format nomor telepon tidak valid, contoh: 0812-3456-7890',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * From the keyboard: Tab goes through the fields in order, then 'Kirim Pesan'; Enter in a
 * one-line field sends, and the focus goes to the first invalid field, its error read with it;
 * Enter in 'Pesan' starts a new line.
 */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const f = fields(canvas);
    const send = canvas.getByRole('button', { name: 'Kirim Pesan' });
    await tabsThrough(userEvent, [f.name, f.email, f.phone, f.subject, f.message, send]);

    await userEvent.tab({ shift: true });
    await userEvent.keyboard('Di Buahbatu?{Enter}Terima kasih.');
    await expect(f.message).toHaveValue('Di Buahbatu?\nTerima kasih.');
    await expect(f.message).not.toHaveAttribute('aria-invalid');

    f.email.focus();
    await userEvent.keyboard('siti@contoh{Enter}');
    await expect(f.name).toHaveFocus();
    await expect(f.name).toHaveAttribute('aria-invalid', 'true');
    await expect(f.name).toHaveAccessibleDescription('Nama wajib diisi');
    await expect(f.email).toHaveAccessibleDescription(
      'Format email tidak valid, contoh: nama@domain.com',
    );
    await userEvent.keyboard('Siti');
    await expect(f.name).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sent: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const f = fields(canvas);
    await userEvent.type(f.name, filled.name);
    await userEvent.type(f.email, filled.email);
    await userEvent.type(f.phone, filled.phone);
    await userEvent.selectOptions(f.subject, filled.subject);
    await userEvent.type(f.message, filled.message);
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Pesan' }));
    await expect(await canvas.findByRole('button', { name: 'Mengirim...' })).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
    await expect(
      await canvas.findByText(
        'Terima kasih! Pesan Anda telah terkirim. Kami akan menghubungi Anda segera.',
      ),
    ).toBeVisible();
    for (const control of Object.values(fields(canvas))) {
      await expect(control).toHaveValue('');
    }
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { onSubmit: fn(() => Promise.reject(new Error('offline'))), defaultValues: filled },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Pesan' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('gagal terkirim');
    const f = fields(canvas);
    await expect(f.name).toHaveValue(filled.name);
    await expect(f.subject).toHaveValue(filled.subject);
    await expect(f.message).toHaveValue(filled.message);
  },
};

export const LongText: Story = {
  args: {
    defaultValues: {
      ...filled,
      name: 'Raden Ayu Siti Nurhaliza Kusumawardhani Prawiranegara',
      message:
        'Ibu saya berusia 72 tahun dan baru pulang dari rumah sakit setelah operasi penggantian sendi panggul. Kami ingin tahu apakah fisioterapis bisa datang ke rumah tiga kali seminggu, berapa biayanya, dan apakah perlu membawa surat rujukan dari dokter ortopedi.',
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The API refused the message (too many in a short time): its own words replace the generic text. */
export const RateLimited: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(
        new FormSubmitError(
          'Anda sudah mengirim beberapa pesan dalam waktu singkat. Silakan coba lagi dalam 8 menit, atau hubungi kami lewat telepon atau WhatsApp.',
        ),
      ),
    ),
    defaultValues: filled,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Pesan' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Silakan coba lagi dalam 8 menit, atau hubungi kami lewat telepon atau WhatsApp.',
    );
    for (const [field, control] of Object.entries(fields(canvas))) {
      await expect(control).toHaveValue(filled[field as keyof typeof filled]);
    }
  },
};
