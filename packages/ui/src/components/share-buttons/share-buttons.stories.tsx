import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, fn } from 'storybook/test';
import { buildWhatsAppShareUrl, type ShareOutcome } from '../../lib/share';
import { tabsThrough } from '../../stories/helpers';
import { ShareButtons } from './share-buttons';

const title = 'Nyeri Lutut pada Pelari: Penyebab dan Latihan yang Membantu';
const url = 'https://geraksehat.id/artikel/nyeri-lutut-pada-pelari';

const meta = {
  title: 'Articles/ShareButtons',
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

/** Where the browser has a share sheet (phones): WhatsApp, copy, and the sheet. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const whatsapp = canvas.getByRole('link', { name: 'WhatsApp (membuka tab baru)' });
    // A real link with the title and the address, so it works before any script.
    await expect(whatsapp).toHaveAttribute('href', buildWhatsAppShareUrl(title, url));
    await expect(whatsapp).toHaveAttribute('target', '_blank');
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
 * No Web Share API (most desktop browsers): no share-sheet button, and its place stays empty,
 * so the row looks the same before and after hydration.
 */
export const NoShareSheet: Story = {
  args: { onShareSheet: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('button', { name: 'Bagikan lewat aplikasi lain' }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Salin Tautan' })).toBeVisible();
  },
};

/** The share sheet could not open: the other two ways are named. */
export const ShareSheetFailed: Story = {
  args: { onShareSheet: fn((): Promise<ShareOutcome> => Promise.resolve('failed')) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bagikan lewat aplikasi lain' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Menu berbagi tidak dapat dibuka. Gunakan WhatsApp atau salin tautan.',
    );
  },
};

/**
 * As the server renders it, and as a page without script keeps it: the WhatsApp link works, the
 * two buttons that need script hold their places, invisible.
 */
export const BeforeHydration: Story = {
  render: (args) => (
    <div dangerouslySetInnerHTML={{ __html: renderToStaticMarkup(<ShareButtons {...args} />) }} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
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
