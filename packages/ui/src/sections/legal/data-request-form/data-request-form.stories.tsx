import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  consentTexts,
  dataRequestInputSchema,
  honeypotName,
  pagePaths,
  privacyMessages,
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
import { DataRequestForm } from './data-request-form';

/** The privacy page's action: the fields checked with the contract's schema, then stored. */
const store = fn(
  checked(
    dataRequestInputSchema,
    after(300, () => ({ ok: true })),
  ),
);

const meta = {
  title: 'Sections/Legal/DataRequestForm',
  component: DataRequestForm,
  tags: ['beta'],
  args: { action: pagePaths.privacy },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DataRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type Context = Parameters<NonNullable<Story['play']>>[0];

const routed =
  (act: Act, answer?: FormAnswer): Story['render'] =>
  (args) => (
    <FormAction act={act} answer={answer}>
      {(form) => <DataRequestForm {...args} {...form} />}
    </FormAction>
  );

const fields = (canvas: Canvas) => ({
  kind: canvas.getByRole('combobox', { name: /Jenis permintaan/ }),
  contact: canvas.getByRole('textbox', { name: /Nomor WhatsApp atau email/ }),
  name: canvas.getByRole('textbox', { name: /Nama Lengkap/ }),
  details: canvas.getByRole('textbox', { name: /Rincian/ }),
  consent: canvas.getByRole('checkbox', { name: consentTexts.request.text }),
});

const filled = {
  kind: 'erasure',
  contact: '0812-9988-7766',
  name: 'Dewi Anggraini',
  details: 'Mohon hapus data saya. Terapi lutut saya sudah selesai.',
};

async function fillAndSend({ canvas, userEvent }: Context) {
  const f = fields(canvas);
  await userEvent.selectOptions(f.kind, filled.kind);
  await userEvent.type(f.contact, filled.contact);
  await userEvent.type(f.name, filled.name);
  await userEvent.type(f.details, filled.details);
  await userEvent.click(f.consent);
  await userEvent.click(canvas.getByRole('button', { name: 'Kirim Permintaan' }));
}

async function keeps(canvas: Canvas) {
  const f = fields(canvas);
  await expect(f.kind).toHaveValue(filled.kind);
  await expect(f.contact).toHaveValue(filled.contact);
  await expect(f.name).toHaveValue(filled.name);
  await expect(f.details).toHaveValue(filled.details);
  await expect(f.consent).toBeChecked();
}

/**
 * A POST form to the privacy page, its fields named as the contract's schema: the four kinds,
 * the consent text in force with its version posted beside it, and the honeypot.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: 'Formulir permintaan data pribadi' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', pagePaths.privacy);
    const options = canvas
      .getAllByRole('option')
      .map((o) => [o.getAttribute('value'), o.textContent]);
    await expect(options).toEqual([
      ['', 'Pilih jenis permintaan'],
      ['access', 'Akses / salinan data'],
      ['correction', 'Perbaikan data'],
      ['erasure', 'Penghapusan data'],
      ['withdrawal', 'Penarikan persetujuan'],
    ]);
    const f = fields(canvas);
    for (const control of [f.kind, f.contact, f.name]) {
      await expect(control).toHaveAttribute('aria-required', 'true');
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(f.details).not.toHaveAttribute('aria-required');
    await expect(canvasElement.querySelector('input[name="consent_version"]')).toHaveValue(
      String(consentTexts.request.version),
    );
    await expect(canvasElement.querySelector(`input[name="${honeypotName}"]`)).toHaveAttribute(
      'tabindex',
      '-1',
    );
  },
};

/** Sent empty: each required field says what to do, the focus on the first. */
export const RequiredFields: Story = {
  render: routed(store),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Permintaan' }));
    const f = fields(canvas);
    const expected = [
      [f.kind, privacyMessages.kindRequired],
      [f.contact, privacyMessages.contactRequired],
      [f.consent, privacyMessages.consentRequired],
    ] as const;
    for (const [control, text] of expected) {
      await waitFor(() => expect(control).toHaveAttribute('aria-invalid', 'true'));
      await expect(control).toHaveAccessibleDescription(expect.stringContaining(text));
    }
    await waitFor(() => expect(f.kind).toHaveFocus());
    await userEvent.type(f.contact, '0812');
    await expect(f.contact).not.toHaveAttribute('aria-invalid');
  },
};

/** A number or e-mail that is neither: the contract's example of each. */
export const ContactInvalid: Story = {
  render: routed(store),
  play: async ({ canvas, userEvent }) => {
    const f = fields(canvas);
    await userEvent.selectOptions(f.kind, 'access');
    await userEvent.type(f.contact, 'dewi@contoh');
    await userEvent.type(f.name, 'Dewi');
    await userEvent.click(f.consent);
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Permintaan' }));
    await waitFor(() =>
      expect(f.contact).toHaveAccessibleDescription(
        expect.stringContaining(privacyMessages.contactInvalid),
      ),
    );
    await waitFor(() => expect(f.contact).toHaveFocus());
  },
};

/** From the keyboard: the fields in order, the box, then 'Kirim Permintaan'; Space ticks the box. */
export const Keyboard: Story = {
  render: routed(store),
  play: async ({ canvas, userEvent }) => {
    const f = fields(canvas);
    const send = canvas.getByRole('button', { name: 'Kirim Permintaan' });
    await tabsThrough(userEvent, [f.kind, f.contact, f.name, f.details, f.consent, send]);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(f.consent).toBeChecked();
  },
};

/** Sending: 'Mengirim...', disabled, until the action answers (here it never does). */
export const Pending: Story = {
  render: routed(fn(checked(dataRequestInputSchema, never))),
  play: async (context) => {
    await fillAndSend(context);
    await expect(await context.canvas.findByRole('button', { name: 'Mengirim...' })).toBeDisabled();
    await keeps(context.canvas);
  },
};

/** Stored: a polite status says when the clinic answers, and the fields start again empty. */
export const Sent: Story = {
  render: routed(store),
  play: async (context) => {
    await fillAndSend(context);
    await expect(await context.canvas.findByText(privacyMessages.received)).toBeVisible();
    await expect(store).toHaveBeenCalledWith(
      expect.objectContaining({ ...filled, consent: 'on', [honeypotName]: '' }),
    );
    await expect(fields(context.canvas).contact).toHaveValue('');
    await expect(fields(context.canvas).consent).not.toBeChecked();
  },
};

/** The clinic could not be reached: an alert says what to do, and everything typed stays. */
export const Failed: Story = {
  name: 'Error',
  render: routed(fn(checked(dataRequestInputSchema, unsent(privacyMessages.unsent)))),
  play: async (context) => {
    await fillAndSend(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      privacyMessages.unsent,
    );
    await keeps(context.canvas);
  },
};

/** Refused by the API (too many requests, the contact form's limits): its own words. */
export const Refused: Story = {
  render: routed(
    fn(checked(dataRequestInputSchema, refused(429, privacyMessages.tooMany('8 menit')))),
  ),
  play: async (context) => {
    await fillAndSend(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      privacyMessages.tooMany('8 menit'),
    );
    await keeps(context.canvas);
  },
};

/** The page rendered anew after a post without script: what was typed, and the field's message. */
export const ServerErrors: Story = {
  render: routed(store, {
    ok: false,
    status: 400,
    errors: { contact: privacyMessages.contactInvalid },
    values: { ...filled, contact: '0812', consent: 'on' },
  }),
  play: async ({ canvas }) => {
    const f = fields(canvas);
    await expect(f.contact).toHaveValue('0812');
    await expect(f.consent).toBeChecked();
    await expect(f.contact).toHaveAccessibleDescription(
      expect.stringContaining(privacyMessages.contactInvalid),
    );
    await waitFor(() => expect(f.contact).toHaveFocus());
  },
};

/** On a phone: one column. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const f = fields(canvas);
    await expect(f.name.getBoundingClientRect().top).toBeGreaterThan(
      f.contact.getBoundingClientRect().bottom,
    );
  },
};
