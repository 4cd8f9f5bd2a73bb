import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { staffPagePaths } from '@klinik/clinic';
import {
  deskAdmin,
  deskBranchLinks,
  deskLinks,
  deskReceptionist,
} from '../../stories/desk-fixtures';
import { FormAction, never } from '../../stories/form-action';
import {
  expectNoSidewaysScroll,
  mobile,
  tabletLandscape,
  tabsThrough,
} from '../../stories/helpers';
import { NotFound } from '../../feedback/not-found/not-found';
import { DeskShell } from './desk-shell';

const signOut = fn(never);

const meta = {
  title: 'Layout/DeskShell',
  component: DeskShell,
  tags: ['beta'],
  parameters: { layout: 'fullscreen' },
  args: {
    account: deskAdmin,
    current: 'day',
    links: deskLinks,
    branches: deskBranchLinks,
    signOut: { action: staffPagePaths.signOut },
    title: 'Jadwal hari ini',
    children: <p className="text-foreground">Isi halaman.</p>,
  },
  render: (args) => (
    <FormAction act={signOut}>
      {(form) => (
        <DeskShell {...args} signOut={{ ...args.signOut, as: form.as, pending: form.pending }} />
      )}
    </FormAction>
  ),
} satisfies Meta<typeof DeskShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An admin: the skip link, 'Keluar', the whole navigation with the day marked, the branches as
 * links with Kiaracondong marked. From the keyboard: Tab reaches the skip link, 'Keluar' and the
 * navigation in order; Enter on 'Keluar' posts the sign-out.
 */
export const Admin: Story = {
  play: async ({ canvas, userEvent }) => {
    const navigation = within(canvas.getByRole('navigation', { name: 'Meja depan' }));
    await expect(navigation.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Hari ini',
      'Minggu',
      'Cari',
      'Janji baru',
      'Pesan',
      'Hari tutup',
      'Akun staf',
      'Log',
      'Privasi',
      'Akun saya',
    ]);
    await expect(navigation.getByRole('link', { name: 'Hari ini' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const branches = within(canvas.getByRole('navigation', { name: 'Pilih cabang' }));
    await expect(branches.getByRole('link', { name: 'Kiaracondong' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Jadwal hari ini' })).toBeVisible();
    const out = canvas.getByRole('button', { name: 'Keluar' });
    await tabsThrough(userEvent, [
      canvas.getByRole('link', { name: 'Langsung ke konten utama' }),
      out,
      navigation.getByRole('link', { name: 'Hari ini' }),
    ]);
    out.focus();
    await userEvent.keyboard('{Enter}');
    await expect(signOut).toHaveBeenCalled();
    await expect(await canvas.findByRole('button', { name: 'Keluar...' })).toBeDisabled();
  },
};

/**
 * A receptionist of one branch on the 1024 px tablet: no closures, staff accounts or log, their
 * own account, and the branch named rather than offered.
 */
export const Receptionist: Story = {
  ...tabletLandscape,
  args: {
    account: deskReceptionist,
    current: 'week',
    branches: deskBranchLinks.filter((branch) => branch.current),
    title: 'Minggu ini',
  },
  play: async ({ canvas, canvasElement }) => {
    const navigation = within(canvas.getByRole('navigation', { name: 'Meja depan' }));
    await expect(navigation.getAllByRole('link')).toHaveLength(6);
    await expect(navigation.queryByRole('link', { name: 'Log' })).toBeNull();
    await expect(navigation.getByRole('link', { name: 'Akun saya' })).toHaveAttribute(
      'href',
      deskLinks.ownAccount,
    );
    await expect(canvas.queryByRole('navigation', { name: 'Pilih cabang' })).toBeNull();
    await expect(canvas.getByText('Cabang Kiaracondong')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** On a phone: the navigation and the branches wrap; nothing scrolls sideways. */
export const Mobile: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
};

/**
 * A page whose content has its own heading (the desk's not-found and error pages): the shell
 * draws none, so the page has one h1; the way home is the desk's day.
 */
export const ContentHeading: Story = {
  ...tabletLandscape,
  args: {
    account: deskReceptionist,
    current: undefined,
    branches: deskBranchLinks.filter((branch) => branch.current),
    title: undefined,
    children: <NotFound homeHref={staffPagePaths.root} onBack={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Halaman Tidak Ditemukan',
    ]);
    await expect(canvas.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute(
      'href',
      staffPagePaths.root,
    );
  },
};
