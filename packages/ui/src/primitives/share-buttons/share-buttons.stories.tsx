import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { buildWhatsAppShareUrl, type ShareOutcome } from './share';
import { tabsThrough } from '../../stories/helpers';
import { ShareButtons } from './share-buttons';

const title = 'Nyeri Lutut pada Pelari: Penyebab dan Latihan yang Membantu';
const url = 'https://geraksehat.id/artikel/nyeri-lutut-pada-pelari';

const meta = {
  title: 'Primitives/ShareButtons',
  component: ShareButtons,
  tags: ['beta'],
  args: {
    title,
    url,
    label: 'Bagikan artikel ini',
    onShareSheet: fn((): Promise<ShareOutcome> => Promise.resolve('shared')),
    onCopyLink: fn((): Promise<ShareOutcome> => Promise.resolve('copied')),
  },
} satisfies Meta<typeof ShareButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * WhatsApp, copy, and the share sheet, each in its place on every page. The two buttons need
 * script: buttons of type button, which the site leaves unoffered until its script runs.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const whatsapp = canvas.getByRole('link', { name: 'WhatsApp (membuka tab baru)' });
    // A real link with the title and the address, so it works before any script.
    await expect(whatsapp).toHaveAttribute('href', buildWhatsAppShareUrl(title, url));
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    for (const name of ['Salin Tautan', 'Bagikan lewat aplikasi lain']) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('type', 'button');
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Bagikan lewat aplikasi lain' }));
    await expect(args.onShareSheet).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Copy link: a polite confirmation the screen reader reads without moving the focus. */
export const LinkCopied: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Salin Tautan' });
    await userEvent.click(button);
    await expect(args.onCopyLink).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Tautan disalin. Tempelkan di chat atau media sosial.',
    );
    await expect(button).toHaveFocus();
  },
};

/**
 * From the keyboard: Tab reaches WhatsApp, 'Salin Tautan' and the share sheet's button in turn;
 * Enter copies, Space opens the sheet, and the focus stays on the button pressed.
 */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const copy = canvas.getByRole('button', { name: 'Salin Tautan' });
    const sheet = canvas.getByRole('button', { name: 'Bagikan lewat aplikasi lain' });
    await tabsThrough(userEvent, [
      canvas.getByRole('link', { name: 'WhatsApp (membuka tab baru)' }),
      copy,
      sheet,
    ]);
    await userEvent.keyboard(' ');
    await expect(args.onShareSheet).toHaveBeenCalledTimes(1);
    await expect(sheet).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onCopyLink).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Tautan disalin.');
    await expect(copy).toHaveFocus();
  },
};

/** The browser refused the clipboard: the address is shown to copy by hand. */
export const CopyFailed: Story = {
  args: { onCopyLink: fn((): Promise<ShareOutcome> => Promise.resolve('failed')) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salin Tautan' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Tautan tidak dapat disalin otomatis. Salin alamat ini: ${url}`,
    );
  },
};

/**
 * No share sheet in this browser (most desktop browsers): the site's share button copies the
 * link instead, and the status line says why no sheet opened.
 */
export const ShareSheetCopies: Story = {
  args: { onShareSheet: fn((): Promise<ShareOutcome> => Promise.resolve('copied')) },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Bagikan lewat aplikasi lain' });
    await userEvent.click(button);
    await expect(args.onShareSheet).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Menu berbagi tidak tersedia, jadi tautan disalin. Tempelkan di chat atau media sosial.',
    );
    await expect(button).toHaveFocus();
  },
};

/**
 * Neither the share sheet nor the clipboard worked: WhatsApp is named, and the address is shown
 * to copy by hand.
 */
export const ShareSheetFailed: Story = {
  args: { onShareSheet: fn((): Promise<ShareOutcome> => Promise.resolve('failed')) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bagikan lewat aplikasi lain' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Menu berbagi tidak dapat dibuka. Gunakan WhatsApp atau salin alamat ini: ${url}`,
    );
  },
};

/**
 * The visitor closed the share sheet: a choice, not a failure, so nothing is said. It looks as
 * Default does, whose screenshot shows it.
 */
export const ShareSheetCancelled: Story = {
  args: { onShareSheet: fn((): Promise<ShareOutcome> => Promise.resolve('cancelled')) },
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bagikan lewat aplikasi lain' }));
    await expect(args.onShareSheet).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const buttons = [
      canvas.getByRole('link', { name: /WhatsApp/ }),
      canvas.getByRole('button', { name: 'Salin Tautan' }),
      canvas.getByRole('button', { name: 'Bagikan lewat aplikasi lain' }),
    ];
    // One row on a 390 px phone, every target at least 44 px.
    const tops = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    for (const button of buttons) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    }
  },
};
