import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  branches,
  consentTexts,
  consentVersionName,
  contactMessageInputSchema,
  honeypotName,
  unsentMessages,
  type FormAnswer,
} from '@klinik/clinic';
import {
  after,
  checked,
  FormAction,
  never,
  refused,
  unsent,
  type Act,
} from '../../../stories/form-action';
import { tabsThrough } from '../../../stories/helpers';
import { ContactForm } from './contact-form';

/** The contact route's action: the fields checked with the contract's schema, then stored. */
const store = fn(
  checked(
    contactMessageInputSchema,
    after(300, () => ({ ok: true })),
  ),
);

const meta = {
  title: 'Sections/Contact/ContactForm',
  component: ContactForm,
  tags: ['beta'],
  args: { action: '/kontak' },
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
type Context = Parameters<NonNullable<Story['play']>>[0];

/** The form on its route: `act` answers what it posts; `answer`, what the page starts with. */
const routed =
  (act: Act, answer?: FormAnswer): Story['render'] =>
  (args) => (
    <FormAction act={act} answer={answer}>
      {(form) => <ContactForm {...args} {...form} />}
    </FormAction>
  );

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

/** What the form posts: every field, the consent version it showed, and the honeypot left empty. */
const posted = (values: Record<string, string>) => ({
  ...values,
  [consentVersionName]: String(consentTexts.contact.version),
  [honeypotName]: '',
});

/** The visitor fills in every field, then sends. */
async function fillAndSend({ canvas, userEvent }: Context, values = filled) {
  const f = fields(canvas);
  await userEvent.type(f.name, values.name);
  await userEvent.type(f.email, values.email);
  await userEvent.type(f.phone, values.phone);
  await userEvent.selectOptions(f.subject, values.subject);
  await userEvent.type(f.message, values.message);
  await userEvent.click(canvas.getByRole('button', { name: 'Kirim Pesan' }));
}

/** Everything typed is still in its field. */
async function keeps(canvas: Canvas, values = filled) {
  for (const [field, control] of Object.entries(fields(canvas))) {
    await expect(control).toHaveValue(values[field as keyof typeof values]);
  }
}

/** A POST form to the contact route, its fields named as the contract's schema, uncontrolled. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: 'Formulir kontak' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/kontak');
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
    const names = [name, email, phone, subject, message].map((control) =>
      control.getAttribute('name'),
    );
    await expect(names).toEqual(['name', 'email', 'phone', 'subject', 'message']);
    for (const control of [name, email, phone, subject, message]) {
      await expect(control).toHaveAttribute('aria-required', 'true');
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    // The honeypot is posted too, out of the visitor's way (see Field's Honeypot story).
    await expect(canvasElement.querySelector(`input[name="${honeypotName}"]`)).toHaveAttribute(
      'tabindex',
      '-1',
    );
  },
};

/**
 * Sent empty, the action refuses with the contract's schema and the API's own messages: each at
 * its field, the focus on the first; an edited field loses its message.
 */
export const RequiredFields: Story = {
  render: routed(store),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Pesan' }));
    await expect(store).toHaveBeenCalledWith(
      posted({ name: '', email: '', phone: '', subject: '', message: '' }),
    );
    const f = fields(canvas);
    const expected = [
      [f.name, 'Nama wajib diisi'],
      [f.email, 'Email wajib diisi'],
      [f.phone, 'Nomor telepon wajib diisi'],
      [f.subject, 'Subjek wajib dipilih'],
      [f.message, 'Pesan wajib diisi'],
    ] as const;
    for (const [control, text] of expected) {
      await waitFor(() => expect(control).toHaveAttribute('aria-invalid', 'true'));
      await expect(control).toHaveAccessibleDescription(text);
    }
    await waitFor(() => expect(f.name).toHaveFocus());
    await userEvent.type(f.email, 'siti@contoh');
    await expect(f.email).not.toHaveAttribute('aria-invalid');
    await expect(f.email).not.toHaveAccessibleDescription();
    await expect(f.name).toHaveAccessibleDescription('Nama wajib diisi');
    await userEvent.type(f.phone, '0812');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Pesan' }));
    await waitFor(() =>
      expect(f.email).toHaveAccessibleDescription(
        'Format email tidak valid, contoh: nama@domain.com',
      ),
    );
    await expect(f.phone).toHaveAccessibleDescription(
      'Format nomor telepon tidak valid, contoh: 0812-3456-7890',
    );
    await waitFor(() => expect(f.name).toHaveFocus());
    // Refused twice, never accepted: nothing reached the API.
    await expect(canvas.queryByText(/Pesan Anda telah terkirim/)).toBeNull();
  },
};

/**
 * From the keyboard: Tab goes through the fields in order, then 'Kirim Pesan'; Enter in a
 * one-line field sends, and the focus goes to the first refused field, its error read with it;
 * Enter in 'Pesan' starts a new line.
 */
export const Keyboard: Story = {
  render: routed(store),
  play: async ({ canvas, userEvent }) => {
    const f = fields(canvas);
    const send = canvas.getByRole('button', { name: 'Kirim Pesan' });
    await tabsThrough(userEvent, [f.name, f.email, f.phone, f.subject, f.message, send]);

    await userEvent.tab({ shift: true });
    await userEvent.keyboard('Di Buahbatu?{Enter}Terima kasih.');
    await expect(f.message).toHaveValue('Di Buahbatu?\nTerima kasih.');
    await expect(store).not.toHaveBeenCalled();

    f.email.focus();
    await userEvent.keyboard('siti@contoh{Enter}');
    await waitFor(() => expect(f.name).toHaveFocus());
    await expect(f.name).toHaveAttribute('aria-invalid', 'true');
    await expect(f.name).toHaveAccessibleDescription('Nama wajib diisi');
    await expect(f.email).toHaveAccessibleDescription(
      'Format email tidak valid, contoh: nama@domain.com',
    );
    await expect(f.message).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('Siti');
    await expect(f.name).not.toHaveAttribute('aria-invalid');
  },
};

/** Sending: 'Mengirim...', disabled, until the action answers (here it never does). */
export const Pending: Story = {
  render: routed(fn(checked(contactMessageInputSchema, never))),
  play: async (context) => {
    await fillAndSend(context);
    const sending = await context.canvas.findByRole('button', { name: 'Mengirim...' });
    await expect(sending).toBeDisabled();
    await keeps(context.canvas);
  },
};

/** Stored: a polite status thanks the visitor, and the fields start again empty. */
export const Sent: Story = {
  render: routed(store),
  play: async (context) => {
    const { canvas } = context;
    await fillAndSend(context);
    await expect(await canvas.findByRole('button', { name: 'Mengirim...' })).toBeDisabled();
    await expect(store).toHaveBeenCalledWith(posted(filled));
    await expect(
      await canvas.findByText(
        'Terima kasih! Pesan Anda telah terkirim. Kami akan menghubungi Anda segera.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Pesan Anda telah terkirim');
    for (const control of Object.values(fields(canvas))) {
      await expect(control).toHaveValue('');
    }
    await expect(canvas.getByRole('button', { name: 'Kirim Pesan' })).toBeEnabled();
  },
};

/** The clinic could not be reached: an alert says what to do, and everything typed stays. */
export const Failed: Story = {
  name: 'Error',
  render: routed(fn(checked(contactMessageInputSchema, unsent(unsentMessages.contact)))),
  play: async (context) => {
    await fillAndSend(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      unsentMessages.contact,
    );
    await keeps(context.canvas);
    await expect(context.canvas.queryByRole('button', { name: 'Kirim Pesan' })).toBeEnabled();
  },
};

/** The API refused the message (too many in a short time, 429): the alert says its own words. */
export const RateLimited: Story = {
  render: routed(
    fn(
      checked(
        contactMessageInputSchema,
        refused(
          429,
          'Anda sudah mengirim beberapa pesan dalam waktu singkat. Silakan coba lagi dalam 8 menit, atau hubungi kami lewat telepon atau WhatsApp.',
        ),
      ),
    ),
  ),
  play: async (context) => {
    await fillAndSend(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'Silakan coba lagi dalam 8 menit, atau hubungi kami lewat telepon atau WhatsApp.',
    );
    await keeps(context.canvas);
  },
};

const refusedValues = {
  name: 'Budi Santoso',
  email: 'budi@contoh',
  phone: '0812',
  subject: 'konsultasi',
  message: 'Apakah bisa konsultasi hari Sabtu?',
};

/**
 * The page rendered anew after a post without script: the action's refusal fills the fields in
 * with what was typed and shows each refused field's message, the focus on the first.
 */
export const ServerErrors: Story = {
  render: routed(store, {
    ok: false,
    status: 400,
    errors: {
      email: 'Format email tidak valid, contoh: nama@domain.com',
      phone: 'Format nomor telepon tidak valid, contoh: 0812-3456-7890',
    },
    values: refusedValues,
  }),
  play: async ({ canvas }) => {
    const f = fields(canvas);
    await keeps(canvas, refusedValues);
    await expect(f.email).toHaveAttribute('aria-invalid', 'true');
    await expect(f.email).toHaveAccessibleDescription(
      'Format email tidak valid, contoh: nama@domain.com',
    );
    await expect(f.phone).toHaveAccessibleDescription(
      'Format nomor telepon tidak valid, contoh: 0812-3456-7890',
    );
    await expect(f.name).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(f.email).toHaveFocus());
  },
};

/** The longest real name and message, as the visitor typed them. */
export const LongText: Story = {
  render: routed(store),
  play: async ({ canvas, userEvent }) => {
    const f = fields(canvas);
    await userEvent.type(f.name, 'Raden Ayu Siti Nurhaliza Kusumawardhani Prawiranegara');
    await userEvent.type(f.email, filled.email);
    await userEvent.type(f.phone, filled.phone);
    await userEvent.selectOptions(f.subject, filled.subject);
    await userEvent.click(f.message);
    await userEvent.paste(
      'Ibu saya berusia 72 tahun dan baru pulang dari rumah sakit setelah operasi penggantian sendi panggul. Kami ingin tahu apakah fisioterapis bisa datang ke rumah tiga kali seminggu, berapa biayanya, dan apakah perlu membawa surat rujukan dari dokter ortopedi.',
    );
    f.message.blur();
  },
};

/**
 * On a phone, with the clinic's branches: 'Cabang yang dituju' (field `branch`) starts at 'Umum /
 * belum tahu', a general message, and is not required.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { branches },
  play: async ({ canvas }) => {
    const branch = canvas.getByRole('combobox', { name: /Cabang yang dituju/ });
    await expect(branch).toHaveAttribute('name', 'branch');
    await expect(branch).toHaveValue('');
    await expect(branch).not.toHaveAttribute('aria-required');
    const options = [...(branch as HTMLSelectElement).options].map((o) => [o.value, o.text]);
    await expect(options).toEqual([
      ['', 'Umum / belum tahu'],
      ...branches.map((b) => [b.value, b.label]),
    ]);
  },
};
