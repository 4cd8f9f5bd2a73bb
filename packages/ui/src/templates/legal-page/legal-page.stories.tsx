import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleLegalPage } from '../../stories/fixtures';
import {
  desktop,
  expectNoSidewaysScroll,
  loadError,
  loading,
  mobile,
  ready,
  retriesAfter,
} from '../../stories/helpers';
import { LegalPage } from './legal-page';

const retry = fn();

/** /kebijakan-privasi and /syarat-ketentuan: one template, the text from the API. */
const meta = {
  title: 'Templates/Kebijakan & Syarat',
  component: LegalPage,
  tags: ['beta'],
  args: {
    page: ready(sampleLegalPage),
    breadcrumbs: [{ label: 'Beranda', href: '/' }, { label: sampleLegalPage.title }],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: sampleLegalPage.title }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Hak Anda' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop, play: ReadyMobile.play };

export const LoadingMobile: Story = {
  ...mobile,
  args: { page: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat halaman');
  },
};

export const LoadingDesktop: Story = { ...desktop, args: LoadingMobile.args };

export const LoadErrorMobile: Story = {
  ...mobile,
  args: { page: loadError(retry) },
  play: retriesAfter(retry, ['Gagal memuat halaman']),
};

export const LoadErrorDesktop: Story = { ...desktop, args: LoadErrorMobile.args };
