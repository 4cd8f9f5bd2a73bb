import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { empty, loadError, loading, ready } from '../../stories/helpers';
import { EmptyState } from '../empty-state/empty-state';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { ListState } from './list-state';

const retry = fn();

/**
 * The shared wrapper behind ServiceGrid, ArticleList, LocationList, FaqAccordion, GalleryGrid and
 * JobList: one state, decided by the site's data hook, picks what is shown.
 */
const meta = {
  title: 'Feedback/ListState',
  component: ListState<readonly string[]>,
  tags: ['beta'],
  args: {
    dataSlot: 'contoh-list',
    state: ready(['Fisioterapi Olahraga', 'Homecare Treatment', 'Fisioterapi Anak']),
    loadingLabel: 'Memuat layanan…',
    errorTitle: 'Gagal memuat layanan',
    skeleton: (
      <div className="grid gap-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} radius="2xl" className="h-16 w-full" />
        ))}
      </div>
    ),
    empty: (
      <EmptyState
        title="Belum ada layanan"
        description="Layanan akan tampil di sini setelah ditambahkan."
      />
    ),
    children: (names) => (
      <ul className="grid gap-3">
        {names.map((name) => (
          <li key={name} className="border-border rounded-2xl border p-5 font-semibold">
            {name}
          </li>
        ))}
      </ul>
    ),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListState<readonly string[]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const root = canvasElement.querySelector('[data-slot="contoh-list"]');
    await expect(root).toHaveAttribute('data-status', 'success');
    await expect(root).not.toHaveAttribute('aria-busy');
  },
};

export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat layanan…');
    const root = canvasElement.querySelector('[data-slot="contoh-list"]');
    await expect(root).toHaveAttribute('data-status', 'loading');
    await expect(root).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { state: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Gagal memuat layanan');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { state: empty },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Belum ada layanan' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="contoh-list"]')).toHaveAttribute(
      'data-status',
      'empty',
    );
  },
};

/** A failure of another shape: the list's own words, with the same retry. */
export const CustomFailure: Story = {
  args: {
    state: loadError(retry),
    error: (onRetry) => (
      <button type="button" className="min-h-11 underline" onClick={onRetry}>
        Muat ulang daftar
      </button>
    ),
  },
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Muat ulang daftar' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: { state: loading },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
