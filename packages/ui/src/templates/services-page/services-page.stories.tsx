import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleFaqs, sevenServices } from '../../stories/fixtures';
import {
  desktop,
  empty,
  expectNoSidewaysScroll,
  expectSideBySide,
  hasTexts,
  loadError,
  loading,
  mobile,
  ready,
  retriesAfter,
  showsTexts,
} from '../../stories/helpers';
import { ServicesPage } from './services-page';

const retry = fn();
const breadcrumbs = [{ label: 'Beranda', href: '/' }, { label: 'Layanan' }];

const meta = {
  title: 'Templates/Layanan',
  component: ServicesPage,
  tags: ['beta'],
  args: { services: ready(sevenServices), faqs: ready(sampleFaqs), breadcrumbs },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Layanan & Harga' })).toBeVisible();
    // Every service, not only six, and no link to a longer list.
    await expect(canvas.getAllByRole('link', { name: /Pelajari Lebih Lanjut/ })).toHaveLength(
      sevenServices.length,
    );
    await expect(canvas.queryByRole('link', { name: /Lihat Semua Layanan/ })).toBeNull();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = {
  ...desktop,
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('article');
    if (!first || !second) throw new Error('no service cards');
    await expectSideBySide(first, second);
  },
};

export const LoadingMobile: Story = {
  ...mobile,
  args: { services: loading, faqs: loading },
  play: hasTexts('Memuat layanan…'),
};

export const LoadingDesktop: Story = { ...desktop, args: LoadingMobile.args };

export const LoadErrorMobile: Story = {
  ...mobile,
  args: { services: loadError(retry), faqs: loadError(retry) },
  play: retriesAfter(retry, ['Gagal memuat layanan']),
};

export const LoadErrorDesktop: Story = { ...desktop, args: LoadErrorMobile.args };

export const EmptyMobile: Story = {
  ...mobile,
  args: { services: empty, faqs: empty },
  play: showsTexts('Belum ada layanan tersedia'),
};

export const EmptyDesktop: Story = { ...desktop, args: EmptyMobile.args };
