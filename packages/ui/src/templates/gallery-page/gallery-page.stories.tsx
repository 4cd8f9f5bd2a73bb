import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { at, sampleFeaturedPhotos, sampleGallery, sampleGridPhotos } from '../../stories/fixtures';
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
} from '../../stories/helpers';
import { GalleryPage } from './gallery-page';

const retry = fn();
const count = (category: string) => sampleGridPhotos.filter((p) => p.category === category).length;

const meta = {
  title: 'Templates/Galeri',
  component: GalleryPage,
  tags: ['beta'],
  args: {
    featured: ready(sampleFeaturedPhotos),
    photos: ready(sampleGridPhotos.slice(0, 6)),
    counts: {
      all: sampleGridPhotos.length,
      clinic: count('clinic'),
      therapy: count('therapy'),
      events: count('events'),
      team: count('team'),
      equipment: count('equipment'),
    },
    filter: { search: '', sort: 'taken_at', category: 'all' },
    onSearchChange: fn(),
    onSortChange: fn(),
    onCategoryChange: fn(),
    onReset: fn(),
    hasMore: true,
    onLoadMore: fn(),
    onShare: fn(() => Promise.resolve('copied' as const)),
    onDownload: fn(),
    breadcrumbs: [{ label: 'Beranda', href: '/' }, { label: 'Galeri' }],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GalleryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (root: HTMLElement) => [
  ...root.querySelectorAll('[data-slot="gallery-grid"] [data-slot="gallery-card"]'),
];

export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(grid(canvasElement)).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Muat Lebih Banyak Foto' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const [first, second] = grid(canvasElement);
    if (!first || !second) throw new Error('no photos');
    await expectSideBySide(first, second);
  },
};

/** A like counts once for this visit; share says the link was copied. */
export const LikeAndShare: Story = {
  ...desktop,
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent, args }) => {
    const photo = at(sampleGridPhotos, 0);
    const like = canvas.getByRole('button', { name: `Suka foto ${photo.title}` });
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: `Bagikan foto ${photo.title}` }));
    await expect(args.onShare).toHaveBeenCalledWith(photo);
    await expect(await canvas.findByText(`Tautan foto "${photo.title}" disalin.`)).toBeVisible();
  },
};

/** A shared link (/galeri#foto-<slug>) opens its photo at once. */
export const LinkedPhoto: Story = {
  ...desktop,
  args: { linkedPhoto: at(sampleGallery, 10) },
  parameters: { screenshot: false },
  play: async () => {
    const photo = at(sampleGallery, 10);
    await expect(await screen.findByRole('dialog', { name: photo.title })).toBeVisible();
  },
};

export const LoadingMobile: Story = {
  ...mobile,
  args: { featured: loading, photos: loading, counts: undefined, hasMore: false },
  play: hasTexts('Memuat foto…'),
};

export const LoadingDesktop: Story = { ...desktop, args: LoadingMobile.args };

export const LoadErrorMobile: Story = {
  ...mobile,
  args: { featured: loadError(retry), photos: loadError(retry), hasMore: false },
  play: retriesAfter(retry, ['Gagal memuat galeri']),
};

export const LoadErrorDesktop: Story = { ...desktop, args: LoadErrorMobile.args };

export const EmptyMobile: Story = {
  ...mobile,
  args: {
    photos: empty,
    hasMore: false,
    filter: { search: 'tidak ada foto seperti ini', sort: 'taken_at', category: 'all' },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Tidak ada foto yang cocok')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Filter' }));
    await expect(args.onReset).toHaveBeenCalled();
  },
};

export const EmptyDesktop: Story = { ...desktop, args: EmptyMobile.args };
