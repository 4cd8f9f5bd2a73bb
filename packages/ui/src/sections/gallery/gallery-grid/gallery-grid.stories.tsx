import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { at, longTextGalleryItem, sampleGridPhotos as items } from '../../../stories/fixtures';
import { empty, loadError, loading, ready, tabsThrough } from '../../../stories/helpers';
import { GalleryLightbox } from '../gallery-lightbox/gallery-lightbox';
import { GalleryGrid, type GalleryGridProps } from './gallery-grid';

const meta = {
  title: 'Sections/Gallery/GalleryGrid',
  component: GalleryGrid,
  tags: ['stable'],
  args: {
    state: ready(items.slice(0, 6)),
    eagerCount: 3,
    onOpen: fn(),
    actions: { onLike: fn(), onShare: fn(), onDownload: fn() },
    onReset: fn(),
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

const retry = fn();
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
    await expect(args.actions?.onLike).toHaveBeenCalledWith(third);
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

/**
 * From the keyboard: Tab goes through each card's controls in order, then the load button; while
 * the next photos load it says 'Memuat foto…', keeps the focus and ignores Enter.
 */
export const Keyboard: Story = {
  args: { state: ready(items.slice(0, 2)), hasMore: true, loadingMore: true },
  play: async ({ canvas, userEvent, args }) => {
    const controls = canvas.getAllByRole('button');
    await expect(controls.at(-1)).toHaveAccessibleName('Memuat foto…');
    await expect(controls.at(0)).toHaveAccessibleName(at(items, 0).title);
    await tabsThrough(userEvent, controls);
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await expect(controls.at(-1)).toHaveFocus();
  },
};

export const Liked: Story = {
  args: { actions: { ...meta.args.actions, likedIds: [at(items, 0).id] } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { pressed: false })).toHaveLength(5);
  },
};

export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat foto…');
    await expect(
      canvasElement.querySelectorAll('[data-slot="gallery-card-skeleton"]'),
    ).toHaveLength(6);
  },
};

export const Failed: Story = {
  args: { state: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Gagal memuat galeri')).toBeVisible();
    await tabsThrough(userEvent, [canvas.getByRole('button', { name: 'Coba Lagi' })]);
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { state: empty, hasMore: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Tidak ada foto yang cocok' })).toBeVisible();
    await tabsThrough(userEvent, [canvas.getByRole('button', { name: 'Reset Filter' })]);
    await userEvent.keyboard('{Enter}');
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(
      canvas.queryByRole('button', { name: 'Muat Lebih Banyak Foto' }),
    ).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: { state: ready([longTextGalleryItem, ...items.slice(0, 2)]) },
};

/** As the gallery page wires it: a card opens the lightbox on the same list. */
function WithLightbox(args: GalleryGridProps) {
  const [openIndex, setOpenIndex] = React.useState<number | null>(null);
  const shown = args.state.status === 'ready' ? args.state.data : [];
  return (
    <>
      <GalleryGrid
        {...args}
        onOpen={(index) => {
          args.onOpen(index);
          setOpenIndex(index);
        }}
      />
      <GalleryLightbox photos={shown} openIndex={openIndex} onOpenIndexChange={setOpenIndex} />
    </>
  );
}

export const OpensLightbox: Story = {
  args: { state: ready(items.slice(0, 3)) },
  render: (args) => <WithLightbox {...args} />,
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent }) => {
    const second = at(items, 1);
    const button = canvas.getByRole('button', { name: second.title });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('dialog', { name: second.title })).toBeVisible();
    await expect(screen.getByText('Foto 2 dari 3')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const Mobile: Story = {
  args: { state: ready(items.slice(0, 3)), hasMore: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
