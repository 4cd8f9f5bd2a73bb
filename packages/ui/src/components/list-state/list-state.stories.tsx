import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EmptyState } from '../empty-state/empty-state';
import { ErrorState } from '../error-state/error-state';
import { Skeleton } from '../skeleton/skeleton';
import { ListState, RetryButton } from './list-state';

const onRetry = fn();

/**
 * The shared wrapper behind ServiceGrid, ArticleList, LocationList, FaqAccordion, GalleryGrid and
 * JobList: one status and an emptiness flag pick what is shown.
 */
const meta = {
  title: 'Feedback and states/ListState',
  component: ListState,
  args: {
    dataSlot: 'contoh-list',
    status: 'success',
    isEmpty: false,
    loadingLabel: 'Memuat layanan…',
    skeleton: (
      <div className="grid gap-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-16 w-full rounded-2xl" />
        ))}
      </div>
    ),
    error: (
      <ErrorState
        title="Gagal memuat layanan"
        message="Periksa koneksi internet Anda, lalu coba lagi."
        action={<RetryButton onClick={onRetry} />}
      />
    ),
    empty: (
      <EmptyState
        title="Belum ada layanan"
        description="Layanan akan tampil di sini setelah ditambahkan."
      />
    ),
    children: (
      <ul className="grid gap-3">
        {['Fisioterapi Olahraga', 'Homecare Treatment', 'Fisioterapi Anak'].map((name) => (
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
} satisfies Meta<typeof ListState>;

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
  args: { status: 'loading' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat layanan…');
    const root = canvasElement.querySelector('[data-slot="contoh-list"]');
    await expect(root).toHaveAttribute('data-status', 'loading');
    await expect(root).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Gagal memuat layanan');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { isEmpty: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Belum ada layanan' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="contoh-list"]')).toHaveAttribute(
      'data-status',
      'empty',
    );
  },
};

/** A failure wins over emptiness: the visitor is told to retry, not that nothing exists. */
export const FailedWhileEmpty: Story = {
  args: { status: 'error', isEmpty: true },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByText('Belum ada layanan')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  args: { status: 'loading' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
