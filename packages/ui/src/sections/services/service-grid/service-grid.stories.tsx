import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { limits } from '@klinik/clinic';
import { at, longTextService, sampleServices, sevenServices } from '../../../stories/fixtures';
import { empty, loadError, loading, ready } from '../../../stories/helpers';
import { ServiceGrid } from './service-grid';

const meta = {
  title: 'Sections/Services/ServiceGrid',
  component: ServiceGrid,
  tags: ['beta'],
  args: { state: ready(sampleServices) },
  decorators: [
    (Story) => (
      <section aria-labelledby="layanan-kami" className="max-w-page mx-auto">
        <h2 id="layanan-kami" className="text-foreground mb-8 text-3xl font-bold">
          Layanan Kami
        </h2>
        <Story />
      </section>
    ),
  ],
} satisfies Meta<typeof ServiceGrid>;

export default meta;

const retry = fn();
type Story = StoryObj<typeof meta>;

const cards = (root: HTMLElement) => root.querySelectorAll('[data-slot="service-card"]');

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(cards(canvasElement)).toHaveLength(limits.homeServiceGrid);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expect(
      canvas.queryByRole('link', { name: /Lihat Semua Layanan & Harga/ }),
    ).not.toBeInTheDocument();
  },
};

export const MoreThanMax: Story = {
  args: { state: ready(sevenServices) },
  play: async ({ canvas, canvasElement }) => {
    await expect(sevenServices).toHaveLength(7);
    await expect(cards(canvasElement)).toHaveLength(6);
    await expect(
      canvas.queryByRole('heading', { name: at(sevenServices, 6).name }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Lihat Semua Layanan & Harga/ })).toHaveAttribute(
      'href',
      '/layanan',
    );
  },
};

export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvas, canvasElement }) => {
    const grid = canvasElement.querySelector('[data-slot="service-grid"]');
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvasElement.querySelectorAll('[data-slot="service-card-skeleton"]'),
    ).toHaveLength(6);
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat layanan');
    await expect(cards(canvasElement)).toHaveLength(0);
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { state: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText('Gagal memuat layanan')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { state: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada layanan tersedia')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Lihat Semua/ })).not.toBeInTheDocument();
  },
};

export const CustomMax: Story = {
  args: { state: ready(sampleServices), max: 3, allServicesHref: '/layanan#semua' },
  play: async ({ canvas, canvasElement }) => {
    await expect(cards(canvasElement)).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /Lihat Semua Layanan & Harga/ })).toHaveAttribute(
      'href',
      '/layanan#semua',
    );
  },
};

export const LongText: Story = {
  args: { state: ready([longTextService, ...sampleServices.slice(1, 3)]) },
};

export const Mobile: Story = {
  args: { state: ready(sevenServices) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'padded' },
};

/** The /layanan list: every service as a detailed card, no "see all" link. */
export const Detailed: Story = {
  args: { state: ready(sevenServices), card: 'detailed', max: Number.POSITIVE_INFINITY },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(sevenServices.length);
    await expect(canvas.queryByRole('link', { name: /Lihat Semua Layanan/ })).toBeNull();
    await expect(canvas.getAllByRole('link', { name: /Pelajari Lebih Lanjut/ })).toHaveLength(
      sevenServices.length,
    );
  },
};
