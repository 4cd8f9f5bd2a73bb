import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import exerciseSession from '../../../assets/exercise-session.svg';
import treatmentRoom from '../../../assets/treatment-room.svg';
import { GalleryLightbox, type GalleryLightboxProps } from './gallery-lightbox';

const photos: GalleryLightboxProps['photos'] = [
  {
    id: 1,
    title: 'Ruang terapi utama',
    description: 'Ruang terapi yang terang dan nyaman di klinik Kiaracondong.',
    image_url: treatmentRoom,
  },
  {
    id: 2,
    title: 'Latihan penguatan',
    description: 'Pasien berlatih penguatan otot bersama fisioterapis.',
    image_url: exerciseSession,
  },
];

/** A thumbnail opens the lightbox, as the gallery grid does. */
function WithTrigger(args: GalleryLightboxProps) {
  const [index, setIndex] = React.useState<number | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => setIndex(0)}
        className="bg-primary text-primary-foreground min-h-11 rounded-lg px-5 font-semibold"
      >
        Lihat foto
      </button>
      <GalleryLightbox
        {...args}
        openIndex={index}
        onOpenIndexChange={(next) => {
          args.onOpenIndexChange(next);
          setIndex(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Sections/Gallery/GalleryLightbox',
  component: GalleryLightbox,
  tags: ['stable'],
  args: { photos, openIndex: null, onOpenIndexChange: fn() },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof GalleryLightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Lihat foto' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Ruang terapi utama' });
    await expect(dialog).toHaveAccessibleDescription(photos[0]?.description ?? '');
    await expect(screen.getByText('Foto 1 dari 2')).toBeVisible();
    // The focus moved into the dialog as it opened.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    // Keyboard: arrows browse, Tab stays inside, Escape closes and returns focus.
    await userEvent.keyboard('{ArrowRight}');
    await expect(await screen.findByRole('dialog', { name: 'Latihan penguatan' })).toBeVisible();
    await expect(args.onOpenIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Foto berikutnya' }));
    await expect(await screen.findByRole('dialog', { name: 'Ruang terapi utama' })).toBeVisible();
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab({ shift: true });
      await expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    }
    // Left wraps from the first photo to the last.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await screen.findByRole('dialog', { name: 'Latihan penguatan' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenIndexChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lihat foto' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lihat foto' }));
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};
