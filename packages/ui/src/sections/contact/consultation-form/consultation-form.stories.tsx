import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { branches, consultationInputSchema, promotion, type FormAnswer } from '@klinik/clinic';
import { after, checked, FormAction, never, unsent, type Act } from '../../../stories/form-action';
import { tabsThrough } from '../../../stories/helpers';
import { ConsultationForm } from './consultation-form';

/** The home route's action: the fields checked with the contract's schema, then the chat opened. */
const consult = fn(
  checked(
    consultationInputSchema,
    after(400, () => ({ ok: true })),
  ),
);

const meta = {
  title: 'Sections/Contact/ConsultationForm',
  component: ConsultationForm,
  tags: ['beta'],
  args: { branches, action: '/?index', successDuration: 300 },
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
type Context = Parameters<NonNullable<Story['play']>>[0];

/** The form on its route: `act` answers what it posts; `answer`, what the page starts with. */
const routed =
  (act: Act, answer?: FormAnswer): Story['render'] =>
  (args) => (
    <FormAction act={act} answer={answer}>
      {(form) => <ConsultationForm {...args} {...form} />}
    </FormAction>
  );

const fields = (canvas: Canvas) => ({
  name: canvas.getByRole('textbox', { name: /Nama Lengkap/ }),
  phone: canvas.getByRole('textbox', { name: /Nomor WhatsApp/ }),
  branch: canvas.getByRole('combobox', { name: /Cabang/ }),
  message: canvas.getByRole('textbox', { name: /Pesan/ }),
});

const filled = {
  name: 'Budi Santoso',
  phone: '081220004515',
  branch: 'kiaracondong',
  message: 'Nyeri punggung bawah.',
};

/** The visitor fills in every field. */
async function fill({ canvas, userEvent }: Context, values: Partial<typeof filled> = filled) {
  const f = fields(canvas);
  if (values.name) await userEvent.type(f.name, values.name);
  if (values.phone) await userEvent.type(f.phone, values.phone);
  if (values.branch) await userEvent.selectOptions(f.branch, values.branch);
  if (values.message) await userEvent.type(f.message, values.message);
}

const send = (canvas: Canvas) => canvas.getByRole('button', { name: 'Kirim via WhatsApp' });

/** A POST form to the home route, its fields named as the contract's schema, uncontrolled. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Formulir konsultasi gratis' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/?index');
    const { name, phone, branch, message } = fields(canvas);
    for (const control of [name, phone, branch, message]) {
      await expect(control).toHaveValue('');
      await expect(control).not.toHaveAttribute('aria-invalid');
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(
      [name, phone, branch, message].map((control) => control.getAttribute('name')),
    ).toEqual(['name', 'phone', 'branch', 'message']);
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(canvas.getByRole('option', { name: 'Pilih cabang' })).toBeInTheDocument();
    for (const item of branches) {
      await expect(canvas.getByRole('option', { name: item.label })).toHaveValue(item.value);
    }
    await expect(send(canvas).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/**
 * Sent empty, the action refuses with the contract's schema (the spec's messages): each at its
 * field, the focus on the first; an edited field loses its message, the others keep theirs.
 */
export const RequiredFields: Story = {
  render: routed(consult),
  play: async ({ canvas, userEvent }) => {
    const { name, phone, branch, message } = fields(canvas);
    await userEvent.click(send(canvas));
    await expect(consult).toHaveBeenCalledWith({ name: '', phone: '', branch: '', message: '' });

    const expected = [
      [name, 'Nama lengkap wajib diisi'],
      [phone, 'Nomor WhatsApp wajib diisi'],
      [branch, 'Silakan pilih cabang'],
      [message, 'Pesan wajib diisi'],
    ] as const;
    for (const [control, text] of expected) {
      await expect(await canvas.findByText(text)).toBeVisible();
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(expect.stringContaining(text));
    }
    await waitFor(() => expect(name).toHaveFocus());

    // Each error clears as soon as its own field is edited; the others stay.
    await userEvent.type(name, 'B');
    await expect(canvas.queryByText('Nama lengkap wajib diisi')).not.toBeInTheDocument();
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText('Nomor WhatsApp wajib diisi')).toBeVisible();

    await userEvent.selectOptions(branch, 'sumur-bandung');
    await expect(canvas.queryByText('Silakan pilih cabang')).not.toBeInTheDocument();
    await expect(canvas.getByText('Pesan wajib diisi')).toBeVisible();

    // Whitespace is not a message: refused again.
    await userEvent.type(message, '   ');
    await expect(canvas.queryByText('Pesan wajib diisi')).not.toBeInTheDocument();
    await userEvent.click(send(canvas));
    await expect(await canvas.findByText('Pesan wajib diisi')).toBeVisible();
    await expect(canvas.getByText('Nomor WhatsApp wajib diisi')).toBeVisible();
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(canvas.queryByRole('heading', { name: 'Terima Kasih!' })).toBeNull();
  },
};

/** The contract's phone rule, as the action applies it: refused until the number is one. */
export const PhoneFormat: Story = {
  // The thank-you view stays for the whole test, so it ends in one stable state.
  args: { successDuration: 60_000 },
  render: routed(consult),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fill(context, { ...filled, phone: '' });
    const { phone } = fields(canvas);

    for (const invalid of ['12345', '0812-20', '+65 8122 0004 515']) {
      await userEvent.clear(phone);
      await userEvent.type(phone, invalid);
      await userEvent.click(send(canvas));
      await expect(await canvas.findByText('Format nomor WhatsApp tidak valid')).toBeVisible();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
    }

    // The contract's isValidPhone: spaces, dashes, dots and brackets go, then +62, 62 or 0 and 9
    // to 13 digits (the same rule the contact form and the API apply).
    await userEvent.clear(phone);
    await expect(canvas.queryByText('Format nomor WhatsApp tidak valid')).not.toBeInTheDocument();
    await userEvent.type(phone, '+62 812-2000-4515');
    await userEvent.click(send(canvas));
    await expect(consult).toHaveBeenLastCalledWith({ ...filled, phone: '+62 812-2000-4515' });
    await expect(await canvas.findByRole('heading', { name: 'Terima Kasih!' })).toBeVisible();
  },
};

/**
 * From the keyboard: Tab goes through the fields in order, then 'Kirim via WhatsApp'; Enter in a
 * one-line field sends, and the focus goes to the first refused field, its error read with it;
 * Enter in 'Pesan' starts a new line.
 */
export const Keyboard: Story = {
  render: routed(consult),
  play: async ({ canvas, userEvent }) => {
    const { name, phone, branch, message } = fields(canvas);
    await tabsThrough(userEvent, [name, phone, branch, message, send(canvas)]);

    await userEvent.tab({ shift: true });
    await userEvent.keyboard('Bahu kiri kaku.{Enter}Sejak dua minggu.');
    await expect(message).toHaveValue('Bahu kiri kaku.\nSejak dua minggu.');
    await expect(consult).not.toHaveBeenCalled();

    phone.focus();
    await userEvent.keyboard('0812{Enter}');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(
      expect.stringContaining('Nama lengkap wajib diisi'),
    );
    await userEvent.keyboard('Siti');
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

/** Sending: 'Mengirim...', disabled, until the action answers (here it never does). */
export const Pending: Story = {
  render: routed(fn(checked(consultationInputSchema, never))),
  play: async (context) => {
    await fill(context);
    await context.userEvent.click(send(context.canvas));
    const sending = await context.canvas.findByRole('button', { name: 'Mengirim...' });
    await expect(sending).toBeDisabled();
    await expect(fields(context.canvas).message).toHaveValue(filled.message);
  },
};

/**
 * Accepted: 'Terima Kasih!' stands in the form's place with the focus, then after
 * `successDuration` (300 ms here) the form returns, empty, with the focus in its first field.
 */
export const SubmitAndSuccess: Story = {
  render: routed(consult),
  play: async (context) => {
    const { canvas, userEvent } = context;
    const values = {
      name: 'Siti Rahmawati',
      phone: '0812 2000 4515',
      branch: 'mhorfitness',
      message: 'Bahu kiri kaku sejak dua minggu.',
    };
    await fill(context, values);
    await userEvent.click(send(canvas));

    const submitting = await canvas.findByRole('button', { name: 'Mengirim...' });
    await expect(submitting).toBeDisabled();
    await expect(consult).toHaveBeenCalledWith(values);

    const thanks = await canvas.findByRole('heading', { name: 'Terima Kasih!' });
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(canvas.getByText(/membalas melalui WhatsApp/)).toHaveTextContent(
      promotion.replyWithin,
    );
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();

    await waitFor(() => expect(canvas.getByRole('form')).toBeVisible(), { timeout: 3000 });
    const emptied = fields(canvas);
    for (const control of Object.values(emptied)) {
      await expect(control).toHaveValue('');
    }
    await waitFor(() => expect(emptied.name).toHaveFocus());
    await expect(send(canvas)).toBeEnabled();
  },
};

/**
 * The clinic could not be reached: an alert says what to do, and everything typed stays. The
 * contract's `unsentMessages` has no words for this form, so the story gives the action its own.
 */
export const SubmitFailed: Story = {
  name: 'Error',
  render: routed(
    fn(
      checked(
        consultationInputSchema,
        unsent(
          'Maaf, permintaan Anda belum terkirim. Periksa koneksi internet Anda, lalu coba lagi.',
        ),
      ),
    ),
  ),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fill(context);
    await userEvent.click(send(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('belum terkirim');
    for (const [field, control] of Object.entries(fields(canvas))) {
      await expect(control).toHaveValue(filled[field as keyof typeof filled]);
    }
    await expect(send(canvas)).toBeEnabled();
  },
};

/**
 * The page rendered anew after a post without script: the action's refusal fills the fields in
 * with what was typed and shows the refused field's message, the focus on it.
 */
export const ServerErrors: Story = {
  render: routed(consult, {
    ok: false,
    status: 400,
    errors: { phone: 'Format nomor WhatsApp tidak valid' },
    values: { ...filled, phone: '0812' },
  }),
  play: async ({ canvas }) => {
    const { name, phone, branch, message } = fields(canvas);
    await expect(name).toHaveValue(filled.name);
    await expect(phone).toHaveValue('0812');
    await expect(branch).toHaveValue(filled.branch);
    await expect(message).toHaveValue(filled.message);
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('Format nomor WhatsApp tidak valid'),
    );
    await expect(name).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(phone).toHaveFocus());
  },
};

/** The longest real name and complaint, as the visitor typed them. */
export const LongText: Story = {
  render: routed(consult),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fill(context, {
      name: 'Raden Ayu Siti Nurhaliza Kusumawardhani Prawiranegara',
      phone: '+62 812 2000 4515',
      branch: 'mhorfitness',
    });
    const { message } = fields(canvas);
    await userEvent.click(message);
    await userEvent.paste(
      'Sejak tiga bulan terakhir lutut kanan saya terasa nyeri saat naik turun tangga dan setelah bermain futsal. Sudah dikompres es dan istirahat, tetapi nyeri kembali setiap kali berolahraga. Saya ingin tahu apakah perlu pemeriksaan lanjutan dan program latihan khusus.',
    );
    message.blur();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: routed(consult),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(send(canvas));
    await expect(await canvas.findByText('Nama lengkap wajib diisi')).toBeVisible();
  },
};
