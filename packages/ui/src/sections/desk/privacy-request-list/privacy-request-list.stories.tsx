import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { staffPagePaths } from '@klinik/clinic';
import { FormAction, never, refused, type Values } from '../../../stories/form-action';
import {
  empty,
  expectNoSidewaysScroll,
  loadError,
  loading,
  mobile,
  ready,
  tabletLandscape,
} from '../../../stories/helpers';
import { privacyRequests, privacyRequestsLongText } from '../../../stories/privacy-fixtures';
import { deskFields, deskIntent } from '../desk-intents';
import { PrivacyRequestList } from './privacy-request-list';

const markDone = fn(never);
const retry = fn();

const meta = {
  title: 'Sections/Desk/PrivacyRequestList',
  component: PrivacyRequestList,
  tags: ['beta'],
  args: {
    state: ready(privacyRequests),
    action: staffPagePaths.privacyRequests,
    personHref: (request) => staffPagePaths.privacyPerson(request.contact),
  },
  render: (args) => (
    <FormAction act={markDone}>
      {(form, sending: Values | undefined) => (
        <PrivacyRequestList
          {...args}
          as={form.as}
          answer={form.answer}
          pending={sending ? Number(sending[deskFields.id]) : undefined}
        />
      )}
    </FormAction>
  ),
} satisfies Meta<typeof PrivacyRequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Most urgent first: the overdue erasure says 'Terlambat 8 jam' in words with an icon, then the
 * hours left. From the keyboard: the link to the person's data, then 'Tandai selesai', which
 * opens the note and its button; Enter sends it.
 */
export const Ready: Story = {
  play: async ({ canvas, userEvent }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Penghapusan data · Dewi Anggraini',
      'Perbaikan data · Siti Rahmawati',
      'Akses / salinan data · Budi Santoso',
    ]);
    const overdue = within(items[0] as HTMLElement);
    await expect(overdue.getByText('Terlambat 8 jam')).toBeVisible();
    await expect(items[0]).toHaveAttribute('data-overdue', 'true');
    await expect(within(items[1] as HTMLElement).getByText('Sisa 41 jam')).toBeVisible();
    await expect(within(items[2] as HTMLElement).getByText('Sisa 67 jam')).toBeVisible();
    const link = overdue.getByRole('link', {
      name: 'Lihat data yang tersimpan untuk 0812-9988-7766',
    });
    await expect(link).toHaveAttribute('href', staffPagePaths.privacyPerson('0812-9988-7766'));
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.click(overdue.getByText('Tandai selesai', { selector: 'summary' }));
    const note = overdue.getByRole('textbox', { name: /Apa yang sudah dilakukan/ });
    await userEvent.tab();
    await expect(note).toHaveFocus();
    await userEvent.type(note, 'Data dihapus lewat meja depan.');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(markDone).toHaveBeenCalledWith(
      expect.objectContaining({
        [deskIntent.name]: deskIntent.requestDone,
        [deskFields.id]: '9',
        note: 'Data dihapus lewat meja depan.',
      }),
    );
    await expect(await overdue.findByRole('button', { name: 'Menyimpan...' })).toBeDisabled();
  },
};

/** Marking refused (done by another admin meanwhile): the API's words above the list. */
export const Refused: Story = {
  render: (args) => (
    <FormAction
      act={refused(409, 'Permintaan ini sudah diselesaikan pada Sen, 21 Des, 10.35 WIB.')}
    >
      {(form) => <PrivacyRequestList {...args} as={form.as} answer={form.answer} />}
    </FormAction>
  ),
  play: async ({ canvas, userEvent }) => {
    const [first] = canvas.getAllByText('Tandai selesai', { selector: 'summary' });
    await userEvent.click(first as HTMLElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Tandai selesai: permintaan Dewi Anggraini' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('sudah diselesaikan');
  },
};

export const Empty: Story = {
  args: { state: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tidak ada permintaan terbuka')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Memuat permintaan…')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { state: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalled();
  },
};

/** The longest name, e-mail and details, half an hour before the deadline. */
export const LongText: Story = {
  args: { state: ready(privacyRequestsLongText) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Kurang dari 1 jam lagi')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
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
