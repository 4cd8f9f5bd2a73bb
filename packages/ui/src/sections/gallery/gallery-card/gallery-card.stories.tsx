import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { at, longTextGalleryItem, sampleGallery } from '../../../stories/fixtures';
import { tabsThrough } from '../../../stories/helpers';
import { GalleryCard, GalleryCardSkeleton } from './gallery-card';

const item = at(sampleGallery, 5);

const meta = {
  title: 'Sections/Gallery/GalleryCard',
  component: GalleryCard,
  tags: ['beta'],
  args: { item, onOpen: fn(), onLike: fn(), onShare: fn(), onDownload: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GalleryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: item.title })).toBeVisible();
    await expect(canvas.getByText('Terapi')).toBeVisible();
    await expect(canvas.getByText('17 Mei 2025')).toBeVisible();
    await expect(canvas.getByText('948')).toBeVisible();
    const image = canvas.getByRole('img', { name: item.description });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '800');
    await expect(image).toHaveAttribute('height', '600');

    await userEvent.click(canvas.getByRole('button', { name: item.title }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: `Suka foto ${item.title}` }));
    await expect(args.onLike).toHaveBeenCalledWith(item);
    await userEvent.click(canvas.getByRole('button', { name: `Bagikan foto ${item.title}` }));
    await expect(args.onShare).toHaveBeenCalledWith(item);
    await userEvent.click(canvas.getByRole('button', { name: `Unduh foto ${item.title}` }));
    await expect(args.onDownload).toHaveBeenCalledWith(item);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/**
 * From the keyboard: Tab reaches the title button first, then like, share and download; Enter or
 * Space acts on the focused one.
 */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const title = canvas.getByRole('button', { name: item.title });
    const like = canvas.getByRole('button', { name: `Suka foto ${item.title}` });
    const share = canvas.getByRole('button', { name: `Bagikan foto ${item.title}` });
    const download = canvas.getByRole('button', { name: `Unduh foto ${item.title}` });
    await tabsThrough(userEvent, [title, like, share, download]);
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledWith(item);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(args.onShare).toHaveBeenCalledWith(item);
    title.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onLike).toHaveBeenCalledWith(item);
    await expect(like).toHaveFocus();
  },
};

/** The title button's cover lies over the picture: a tap on the photo hits the button. */
export const OpensFromPicture: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('img', { name: item.description }).getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    const button = canvas.getByRole('button', { name: item.title });
    await expect(hit).toBe(button);
    await userEvent.click(button);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const Liked: Story = {
  args: { likedIds: [item.id] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: `Suka foto ${item.title}`, pressed: true }),
    ).toBeVisible();
  },
};

export const Featured: Story = {
  args: { item: at(sampleGallery, 0), variant: 'featured', imageLoading: 'eager' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unggulan')).toBeVisible();
    await expect(canvas.getByText(at(sampleGallery, 0).description)).toBeVisible();
    await expect(canvas.getByRole('img')).toHaveAttribute('loading', 'eager');
  },
};

export const WithoutActions: Story = {
  args: { onLike: undefined, onShare: undefined, onDownload: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

export const BrokenImage: Story = {
  args: { item: { ...item, image_url: '/images/gallery/tidak-ada.svg' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Image not available')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { item: longTextGalleryItem },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.234.567')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <GalleryCardSkeleton />,
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
