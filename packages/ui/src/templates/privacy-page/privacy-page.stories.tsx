import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { pagePaths, privacyMessages } from '@klinik/clinic';
import { sampleLegalPage } from '../../stories/fixtures';
import {
  desktop,
  expectNoSidewaysScroll,
  loadError,
  loading,
  mobile,
  ready,
} from '../../stories/helpers';
import { PrivacyPage } from './privacy-page';

const retry = fn();

/** /kebijakan-privasi: the clinic's text, the website's own data, and the request form. */
const meta = {
  title: 'Templates/Kebijakan Privasi',
  component: PrivacyPage,
  tags: ['beta'],
  args: {
    page: ready(sampleLegalPage),
    requestForm: { action: pagePaths.privacy },
    breadcrumbs: [{ label: 'Beranda', href: '/' }, { label: sampleLegalPage.title }],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: sampleLegalPage.title }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Data yang disimpan situs ini' }),
    ).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Formulir permintaan data pribadi' });
    await expect(form.closest('section')).toHaveAttribute('id', 'permintaan-data');
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop };

/** A request stored: the form thanks the visitor and says when the clinic answers. */
export const SentMobile: Story = {
  ...mobile,
  args: { requestForm: { action: pagePaths.privacy, answer: { ok: true } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(privacyMessages.received);
  },
};

/** The clinic's text still on its way: the facts and the form are there already. */
export const LoadingMobile: Story = {
  ...mobile,
  args: { page: loading },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' }),
    ).toBeVisible();
    await expect(canvas.getByText('Memuat kebijakan privasi…')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Kirim Permintaan' })).toBeVisible();
  },
};

/** The clinic's text failed: its retry, and the facts and the form below it all the same. */
export const LoadErrorMobile: Story = {
  ...mobile,
  args: { page: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Kirim Permintaan' })).toBeVisible();
  },
};
