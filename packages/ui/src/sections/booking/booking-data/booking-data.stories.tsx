import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  bookingCorrectionSchema,
  bookingManageIntent,
  bookingPagePaths,
  privacyMessages,
  type FormAnswer,
} from '@klinik/clinic';
import { sampleManageToken } from '../../../stories/booking-fixtures';
import { after, checked, FormAction, never, refused, type Act } from '../../../stories/form-action';
import { empty, loadError, loading, ready } from '../../../stories/helpers';
import { bookingStored, bookingStoredPast } from '../../../stories/privacy-fixtures';
import { BookingData } from './booking-data';

const manageHref = bookingPagePaths.bookingManage(sampleManageToken);
const retry = fn();

/** The manage page's action: a correction checked with the contract's schema, then stored. */
const correct = fn(
  checked(
    bookingCorrectionSchema,
    after(300, () => ({ ok: true })),
  ),
);

const meta = {
  title: 'Sections/Booking/BookingData',
  component: BookingData,
  tags: ['beta'],
  args: { state: ready(bookingStored), action: manageHref },
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingData>;

export default meta;
type Story = StoryObj<typeof meta>;

const routed =
  (act: Act, answer?: FormAnswer): Story['render'] =>
  (args) => (
    <FormAction act={act} answer={answer}>
      {(form, sending) => (
        <BookingData
          {...args}
          as={form.as}
          answer={form.answer}
          {...(sending?.[bookingManageIntent.name] === bookingManageIntent.correct
            ? { pending: 'correct' as const }
            : {})}
        />
      )}
    </FormAction>
  );

/**
 * The visit is still ahead: everything stored, the consent with its version, when the details
 * go by themselves; the correction a step away, and why erasing waits.
 */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Data yang kami simpan' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Nyeri bahu kiri sejak dua minggu/)).toBeVisible();
    await expect(
      canvas.getByText(/Versi 2, diberikan 20 Desember 2026 pukul 14\.05 WIB/),
    ).toBeVisible();
    await expect(canvas.getByText(/dihapus otomatis mulai 30 Desember 2027/)).toBeVisible();
    await expect(canvas.getByText(privacyMessages.eraseNotYet)).toBeVisible();
    await expect(canvas.queryByText('Hapus data kontak saya')).toBeNull();
  },
};

/** A booking staff made before the desk recorded the consent read out: no consent is claimed. */
export const MadeAtTheDesk: Story = {
  args: { state: ready({ ...bookingStored, consent: null }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Tidak tercatat: janji temu ini dibuat oleh staf klinik sebelum persetujuan dicatat.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/Versi \d/)).toBeNull();
  },
};

/**
 * From the keyboard: Enter on 'Perbaiki nama atau email' opens the form, filled in with what is
 * stored; the name changed and sent, a polite status says it was saved.
 */
export const Correct: Story = {
  render: routed(correct),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Perbaiki nama atau email'));
    const name = canvas.getByRole('textbox', { name: /Nama Lengkap/ });
    await expect(name).toHaveValue(bookingStored.name);
    await userEvent.tab();
    await expect(name).toHaveFocus();
    await userEvent.clear(name);
    await userEvent.type(name, 'Siti Rahmawati Putri');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan perbaikan' }));
    await expect(correct).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Siti Rahmawati Putri',
        [bookingManageIntent.name]: bookingManageIntent.correct,
      }),
    );
    await expect(await canvas.findByText(privacyMessages.corrected)).toBeVisible();
  },
};

/** A correction refused: the field says why, the form stays open with what was typed. */
export const CorrectionRefused: Story = {
  render: routed(correct, {
    ok: false,
    status: 400,
    errors: { email: 'Format email tidak valid, contoh: nama@domain.com' },
    values: { name: 'Siti Rahmawati', email: 'siti@contoh' },
  }),
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await expect(email).toHaveValue('siti@contoh');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
  },
};

/** Sending a correction: 'Menyimpan...', disabled. */
export const Pending: Story = {
  render: routed(fn(never)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Perbaiki nama atau email'));
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan perbaikan' }));
    await expect(await canvas.findByRole('button', { name: 'Menyimpan...' })).toBeDisabled();
  },
};

/** The visit is past: erasing is offered after a confirmation step. */
export const Erasable: Story = {
  render: routed(fn(never)),
  args: { state: ready(bookingStoredPast) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByText('Tidak diisi')).toHaveLength(2);
    await userEvent.click(canvas.getByText('Hapus data kontak saya'));
    const confirm = canvas.getByRole('button', { name: 'Ya, hapus data saya' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toHaveAttribute('value', bookingManageIntent.erase);
    await expect(confirm.closest('form')).toHaveAttribute('action', manageHref);
  },
};

/** Erasing refused (the visit came back ahead, 409): the API's words as an alert. */
export const EraseRefused: Story = {
  render: routed(fn(refused(409, privacyMessages.eraseNotYet))),
  args: { state: ready(bookingStoredPast) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Hapus data kontak saya'));
    await userEvent.click(canvas.getByRole('button', { name: 'Ya, hapus data saya' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(privacyMessages.eraseNotYet);
  },
};

export const Loading: Story = { args: { state: loading } };

export const LoadError: Story = {
  args: { state: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { state: empty } };

/** On a phone, the visit past: every field stacked, the two steps full width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { state: ready(bookingStoredPast) },
};
