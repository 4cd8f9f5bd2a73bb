import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  at,
  longTextGalleryItem,
  sampleFeaturedPhotos as featured,
} from '../../../stories/fixtures';
import { empty, loadError, loading, ready } from '../../../stories/helpers';
import { FeaturedGallery } from './featured-gallery';

const meta = {
  title: 'Sections/Gallery/FeaturedGallery',
  component: FeaturedGallery,
  tags: ['beta'],
  args: {
    state: ready(featured),
    description: 'Momen pilihan dari klinik, sesi terapi dan kegiatan kami.',
    onOpen: fn(),
    actions: { onLike: fn(), onShare: fn(), onDownload: fn() },
  },
  decorators: [
    (Story) => (
      <div className="max-w-page mx-auto p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeaturedGallery>;

export default meta;

const retry = fn();
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Foto Unggulan' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getAllByText('Unggulan')).toHaveLength(3);
    for (const image of canvas.getAllByRole('img')) {
      await expect(image).toHaveAttribute('loading', 'eager');
    }
    const second = at(featured, 1);
    await userEvent.click(canvas.getByRole('button', { name: second.title }));
    await expect(args.onOpen).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: `Bagikan foto ${second.title}` }));
    await expect(args.actions?.onShare).toHaveBeenCalledWith(second);
  },
};

export const Two: Story = {
  args: { state: ready(featured.slice(0, 2)) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

/** Inside a page Section that already has the heading: no second one. */
export const WithoutTitle: Story = {
  args: { title: null, description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

export const One: Story = {
  args: { state: ready(featured.slice(0, 1)) },
};

export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Foto Unggulan' })).toBeVisible();
    await expect(
      canvasElement.querySelector('[data-slot="featured-gallery-list"]'),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvasElement.querySelectorAll('[data-slot="gallery-card-skeleton"]'),
    ).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { state: empty },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="featured-gallery"]')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { state: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Gagal memuat foto unggulan');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: { state: ready([{ ...longTextGalleryItem, is_featured: true }, ...featured.slice(0, 2)]) },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
