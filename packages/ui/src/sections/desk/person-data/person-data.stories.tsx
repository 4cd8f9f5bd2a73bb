import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { staffFilePaths, staffPagePaths, staffPrivacyMessages } from '@klinik/clinic';
import { FormAction, never, refused, type Act } from '../../../stories/form-action';
import {
  empty,
  expectNoSidewaysScroll,
  loadError,
  loading,
  mobile,
  ready,
  tabletLandscape,
} from '../../../stories/helpers';
import { privacyErased, privacyPerson } from '../../../stories/privacy-fixtures';
import { deskIntent } from '../desk-intents';
import { PersonData } from './person-data';

const query = '0812-9988-7766';
const retry = fn();
const erase = fn<Act>(() => ({ ok: true, erased: privacyErased }));
const navigate = fn();

const meta = {
  title: 'Sections/Desk/PersonData',
  component: PersonData,
  tags: ['beta'],
  args: {
    action: staffPagePaths.privacyPerson(),
    eraseAction: staffPagePaths.privacyPerson(query),
    query,
    found: ready(privacyPerson),
    exports: {
      json: `/api${staffPagePaths.privacyPerson(query).replace('/staf/privasi/orang', '/v1/staff/privacy/export')}`,
      page: `/api${staffFilePaths.privacyExportPage(query)}`,
    },
  },
  // After an erasure the route's look-up runs again and finds nothing, as on the desk.
  render: (args) => (
    <FormAction act={erase} navigate={navigate}>
      {(form) => (
        <PersonData
          {...args}
          found={form.answer?.ok ? empty : args.found}
          as={form.as}
          pending={form.pending}
          answer={form.answer}
        />
      )}
    </FormAction>
  ),
} satisfies Meta<typeof PersonData>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Everything held for the number: two bookings (one made at the desk before the consent was recorded), a
 * message and a request, each field as stored; the two exports; erasing a step away.
 */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Data untuk +6281299887766' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/Tersimpan: 2 janji temu, 1 pesan, dan 1 permintaan/),
    ).toBeVisible();
    await expect(
      canvas.getByText('Nyeri lutut kanan setelah operasi ACL, sulit naik tangga.'),
    ).toBeVisible();
    await expect(canvas.getByText('Dibuat staf sebelum persetujuan dicatat')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ekspor JSON' })).toHaveAttribute('download');
    await expect(canvas.getByRole('link', { name: 'Ekspor halaman untuk dibaca' })).toHaveAttribute(
      'href',
      `/api${staffFilePaths.privacyExportPage(query)}`,
    );
    await expect(canvas.getByRole('link', { name: 'R2XN-8KVF' })).toHaveAttribute(
      'href',
      staffPagePaths.booking('R2XN-8KVF'),
    );
  },
};

/**
 * From the keyboard: the box, 'Cari data', the exports, then 'Hapus semua data orang ini'; Enter
 * opens the confirmation, whose button erases. A notice then says what was erased, and the
 * look-up run again finds nothing.
 */
export const Erase: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Hapus semua data orang ini'));
    const confirm = canvas.getByRole('button', { name: `Ya, hapus semua data +6281299887766` });
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(confirm.closest('form')).toHaveAttribute(
      'action',
      staffPagePaths.privacyPerson(query),
    );
    await expect(erase).toHaveBeenCalledWith(
      expect.objectContaining({ q: query, [deskIntent.name]: deskIntent.erasePerson }),
    );
    await expect(await canvas.findByText(privacyErased.message)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Log mencatat');
    await expect(canvas.getByText(staffPrivacyMessages.nothingHeld)).toBeVisible();
    await expect(canvas.queryByText('Dewi Anggraini')).toBeNull();
  },
};

/** The erasure under way: its button waits. */
export const Pending: Story = {
  render: (args) => (
    <FormAction act={fn(never)}>
      {(form) => <PersonData {...args} as={form.as} pending={form.pending} answer={form.answer} />}
    </FormAction>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Hapus semua data orang ini'));
    await userEvent.click(canvas.getByRole('button', { name: /Ya, hapus semua data/ }));
    await expect(await canvas.findByRole('button', { name: 'Menghapus...' })).toBeDisabled();
  },
};

/** Erasing refused (a second admin erased it first): the API's words as an alert. */
export const Refused: Story = {
  render: (args) => (
    <FormAction act={refused(404, staffPrivacyMessages.nothingHeld)}>
      {(form) => <PersonData {...args} as={form.as} answer={form.answer} />}
    </FormAction>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Hapus semua data orang ini'));
    await userEvent.click(canvas.getByRole('button', { name: /Ya, hapus semua data/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Tidak ada data');
  },
};

/** After the erasure the look-up finds nothing: the notice, and nothing held. */
export const Erased: Story = {
  args: { found: empty, answer: { ok: true, erased: privacyErased } },
  render: (args) => <PersonData {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(privacyErased.message)).toBeVisible();
    await expect(canvas.getByText(staffPrivacyMessages.nothingHeld)).toBeVisible();
  },
};

/** Before a look-up: the box only. The form is a GET to the page. */
export const Start: Story = {
  args: { query: undefined, found: undefined },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      canvas.getByRole('searchbox', { name: /Nomor WhatsApp atau email/ }),
      query,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cari data' }));
    await expect(navigate).toHaveBeenCalledWith(
      `${staffPagePaths.privacyPerson()}?q=0812-9988-7766`,
    );
  },
};

export const Empty: Story = {
  args: { found: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`Tidak ada data untuk "${query}"`)).toBeVisible();
  },
};

export const Loading: Story = { args: { found: loading } };

export const LoadError: Story = {
  args: { found: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** At the front desk's 1024 px. */
export const Desk: Story = { ...tabletLandscape };
