import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { filterGallery, toGalleryPhoto } from '../../lib/gallery';
import { at, longTextGalleryItem, sampleGallery } from '../../stories/fixtures';
import { GalleryLightbox } from '../gallery-lightbox/gallery-lightbox';
import { GalleryGrid, type GalleryGridProps } from './gallery-grid';

const items = filterGallery(sampleGallery, { category: 'all', search: '', sort: 'newest' });

const meta = {
  title: 'Gallery/GalleryGrid',
  component: GalleryGrid,
  args: {
    status: 'success',
    items: items.slice(0, 6),
    eagerCount: 3,
    onOpen: fn(),
    onLike: fn(),
    onShare: fn(),
    onDownload: fn(),
    onReset: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  },
  decorators: [
    (Story) => (
      <section aria-labelledby="semua-foto" className="max-w-page mx-auto p-4">
        <h2 id="semua-foto" className="text-foreground mb-6 text-2xl font-bold">
          Semua Foto
        </h2>
        <Story />
      </section>
    ),
  ],
} satisfies Meta<typeof GalleryGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    const images = canvas.getAllByRole('img');
    await expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    const third = at(items, 2);
    await userEvent.click(canvas.getByRole('button', { name: third.title }));
    await expect(args.onOpen).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: `Suka foto ${third.title}` }));
    await expect(args.onLike).toHaveBeenCalledWith(third);
    await expect(
      canvas.queryByRole('button', { name: 'Muat Lebih Banyak Foto' }),
    ).not.toBeInTheDocument();
  },
};

export const LoadMore: Story = {
  args: { hasMore: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Muat Lebih Banyak Foto' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Memuat foto…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const Liked: Story = {
  args: { likedIds: [at(items, 0).id] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { pressed: false })).toHaveLength(5);
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: undefined },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat foto…');
    await expect(
      canvasElement.querySelectorAll('[data-slot="gallery-card-skeleton"]'),
    ).toHaveLength(6);
  },
};

export const Failed: Story = {
  args: { status: 'error', items: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Gagal memuat galeri')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { items: [], hasMore: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Tidak ada foto yang cocok' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Filter' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(
      canvas.queryByRole('button', { name: 'Muat Lebih Banyak Foto' }),
    ).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: { items: [longTextGalleryItem, ...items.slice(0, 2)] },
};

/** As the gallery page wires it: a card opens the lightbox on the same list. */
function WithLightbox(args: GalleryGridProps) {
  const [openIndex, setOpenIndex] = React.useState<number | null>(null);
  const shown = args.items ?? [];
  return (
    <>
      <GalleryGrid
        {...args}
        onOpen={(index) => {
          args.onOpen(index);
          setOpenIndex(index);
        }}
      />
      <GalleryLightbox
        photos={shown.map(toGalleryPhoto)}
        openIndex={openIndex}
        onOpenIndexChange={setOpenIndex}
      />
    </>
  );
}

export const OpensLightbox: Story = {
  args: { items: items.slice(0, 3) },
  render: (args) => <WithLightbox {...args} />,
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent }) => {
    const second = at(items, 1);
    const button = canvas.getByRole('button', { name: second.title });
    await userEvent.click(button);
    await expect(await screen.findByRole('dialog', { name: second.title })).toBeVisible();
    await expect(screen.getByText('Foto 2 dari 3')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const Mobile: Story = {
  args: { items: items.slice(0, 3), hasMore: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
