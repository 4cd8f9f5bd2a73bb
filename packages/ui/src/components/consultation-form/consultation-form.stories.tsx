import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { branches, chatTexts, promotion } from '@klinik/clinic';
import { tabsThrough } from '../../stories/helpers';
import { ConsultationForm } from './consultation-form';

const slowSubmit = () => new Promise<void>((resolve) => setTimeout(resolve, 400));

const meta = {
  title: 'Forms/ConsultationForm',
  component: ConsultationForm,
  tags: ['beta'],
  args: { branches, onSubmit: fn(slowSubmit), successDuration: 300 },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConsultationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const fields = (canvas: Canvas) => ({
  name: canvas.getByRole('textbox', { name: /Nama Lengkap/ }),
  phone: canvas.getByRole('textbox', { name: /Nomor WhatsApp/ }),
  branch: canvas.getByRole('combobox', { name: /Cabang/ }),
  message: canvas.getByRole('textbox', { name: /Pesan/ }),
});

export const Default: Story = {
  play: async ({ canvas }) => {
    const { name, phone, branch, message } = fields(canvas);
    for (const control of [name, phone, branch, message]) {
      await expect(control).toHaveValue('');
      await expect(control).not.toHaveAttribute('aria-invalid');
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(canvas.getByRole('option', { name: 'Pilih cabang' })).toBeInTheDocument();
    for (const item of branches) {
      await expect(canvas.getByRole('option', { name: item.label })).toHaveValue(item.value);
    }
    const submit = canvas.getByRole('button', { name: 'Kirim via WhatsApp' });
    await expect(submit.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const RequiredFields: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const { name, phone, branch, message } = fields(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim via WhatsApp' }));

    const expected = [
      [name, 'Nama lengkap wajib diisi'],
      [phone, 'Nomor WhatsApp wajib diisi'],
      [branch, 'Silakan pilih cabang'],
      [message, 'Pesan wajib diisi'],
    ] as const;
    for (const [control, text] of expected) {
      await expect(canvas.getByText(text)).toBeVisible();
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(expect.stringContaining(text));
    }
    await expect(name).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Each error clears as soon as its own field is edited; the others stay.
    await userEvent.type(name, 'B');
    await expect(canvas.queryByText('Nama lengkap wajib diisi')).not.toBeInTheDocument();
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText('Nomor WhatsApp wajib diisi')).toBeVisible();

    await userEvent.selectOptions(branch, 'sumur-bandung');
    await expect(canvas.queryByText('Silakan pilih cabang')).not.toBeInTheDocument();
    await expect(canvas.getByText('Pesan wajib diisi')).toBeVisible();

    // Whitespace is not a message: still blocked.
    await userEvent.type(message, '   ');
    await expect(canvas.queryByText('Pesan wajib diisi')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim via WhatsApp' }));
    await expect(canvas.getByText('Nomor WhatsApp wajib diisi')).toBeVisible();
    await expect(canvas.getByText('Pesan wajib diisi')).toBeVisible();
    await expect(phone).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PhoneFormat: Story = {
  args: {
    // The thank-you view stays for the whole test, so it ends in one stable state.
    successDuration: 60_000,
    defaultValues: {
      name: 'Budi Santoso',
      branch: 'kiaracondong',
      message: 'Nyeri lutut kanan setelah bermain futsal.',
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const { phone } = fields(canvas);
    const submit = canvas.getByRole('button', { name: 'Kirim via WhatsApp' });

    for (const invalid of ['12345', '0812-20', '+65 8122 0004 515']) {
      await userEvent.clear(phone);
      await userEvent.type(phone, invalid);
      await userEvent.click(submit);
      await expect(canvas.getByText('Format nomor WhatsApp tidak valid')).toBeVisible();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // The contract's isValidPhone: spaces, dashes, dots and brackets go, then +62, 62 or 0 and 9
    // to 13 digits (the same rule the contact form and the API apply).
    await userEvent.clear(phone);
    await expect(canvas.queryByText('Format nomor WhatsApp tidak valid')).not.toBeInTheDocument();
    await userEvent.type(phone, '+62 812-2000-4515');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('heading', { name: 'Terima Kasih!' })).toBeVisible();
  },
};

/**
 * From the keyboard: Tab goes through the fields in order, then 'Kirim via WhatsApp'; Enter in a
 * one-line field sends, and the focus goes to the first invalid field, its error read with it;
 * Enter in 'Pesan' starts a new line.
 */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const { name, phone, branch, message } = fields(canvas);
    const send = canvas.getByRole('button', { name: 'Kirim via WhatsApp' });
    await tabsThrough(userEvent, [name, phone, branch, message, send]);

    await userEvent.tab({ shift: true });
    await userEvent.keyboard('Bahu kiri kaku.{Enter}Sejak dua minggu.');
    await expect(message).toHaveValue('Bahu kiri kaku.\nSejak dua minggu.');

    phone.focus();
    await userEvent.keyboard('0812{Enter}');
    await expect(name).toHaveFocus();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(
      expect.stringContaining('Nama lengkap wajib diisi'),
    );
    await userEvent.keyboard('Siti');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitAndSuccess: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const { name, phone, branch, message } = fields(canvas);
    await userEvent.type(name, 'Siti Rahmawati');
    await userEvent.type(phone, '0812 2000 4515');
    await userEvent.selectOptions(branch, 'mhorfitness');
    await userEvent.type(message, 'Bahu kiri kaku sejak dua minggu.');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim via WhatsApp' }));

    const submitting = await canvas.findByRole('button', { name: 'Mengirim...' });
    await expect(submitting).toBeDisabled();

    const values = {
      name: 'Siti Rahmawati',
      phone: '0812 2000 4515',
      branch: 'mhorfitness',
      message: 'Bahu kiri kaku sejak dua minggu.',
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(values, {
      branchLabel: 'MhorFitness Istana Plaza',
      message: chatTexts.consultationForm({ ...values, branchLabel: 'MhorFitness Istana Plaza' }),
    });

    const thanks = await canvas.findByRole('heading', { name: 'Terima Kasih!' });
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(canvas.getByText(/membalas melalui WhatsApp/)).toHaveTextContent(
      promotion.replyWithin,
    );
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();

    // After successDuration (300 ms here) the emptied form returns.
    await waitFor(() => expect(canvas.getByRole('form')).toBeVisible(), { timeout: 3000 });
    const after = fields(canvas);
    for (const control of [after.name, after.phone, after.branch, after.message]) {
      await expect(control).toHaveValue('');
    }
    await waitFor(() => expect(after.name).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Kirim via WhatsApp' })).toBeEnabled();
  },
};

export const SubmitFailed: Story = {
  name: 'Error',
  args: {
    onSubmit: fn(() => Promise.reject(new Error('offline'))),
    defaultValues: {
      name: 'Budi Santoso',
      phone: '081220004515',
      branch: 'kiaracondong',
      message: 'Nyeri punggung bawah.',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim via WhatsApp' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('belum terkirim');
    // Nothing typed is lost.
    await expect(fields(canvas).name).toHaveValue('Budi Santoso');
    await expect(fields(canvas).message).toHaveValue('Nyeri punggung bawah.');
    await expect(canvas.getByRole('button', { name: 'Kirim via WhatsApp' })).toBeEnabled();
  },
};

export const LongText: Story = {
  args: {
    defaultValues: {
      name: 'Raden Ayu Siti Nurhaliza Kusumawardhani Prawiranegara',
      phone: '+62 812 2000 4515',
      branch: 'mhorfitness',
      message:
        'Sejak tiga bulan terakhir lutut kanan saya terasa nyeri saat naik turun tangga dan setelah bermain futsal. Sudah dikompres es dan istirahat, tetapi nyeri kembali setiap kali berolahraga. Saya ingin tahu apakah perlu pemeriksaan lanjutan dan program latihan khusus.',
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim via WhatsApp' }));
    await expect(canvas.getByText('Nama lengkap wajib diisi')).toBeVisible();
  },
};
