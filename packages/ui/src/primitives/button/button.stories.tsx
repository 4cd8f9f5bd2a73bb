import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Link2, Menu, MessageCircle, Share2 } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { AppLink } from '../app-link/app-link';
import { tabsThrough } from '../../stories/helpers';
import { Button } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['beta'],
  args: { children: 'Buat Janji Temu', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'accent', 'secondary', 'outline', 'ghost'],
    },
    size: {
      control: 'inline-radio',
      options: ['sm', 'md', 'lg', 'compact', 'icon', 'icon-phone'],
    },
    wrap: { control: 'boolean' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Buat Janji Temu' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="accent">
        <MessageCircle aria-hidden />
        Konsultasi Gratis
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Primary', 'Konsultasi Gratis', 'Secondary', 'Outline', 'Ghost']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Outline' })).toHaveAttribute(
      'data-variant',
      'outline',
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Kecil
      </Button>
      <Button {...args} size="md">
        Sedang
      </Button>
      <Button {...args} size="lg">
        Besar
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    // Touch targets: md and lg are at least 44px tall.
    for (const name of ['Sedang', 'Besar']) {
      const height = canvas.getByRole('button', { name }).getBoundingClientRect().height;
      await expect(height).toBeGreaterThanOrEqual(44);
    }
  },
};

/**
 * 44 px tall for touch: `compact` in a row of small actions, `icon` for an icon alone (with an
 * aria-label), `icon-phone` for an icon that gets its label beside it from `sm`.
 */
export const TouchSizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} variant="outline" size="compact">
        <Link2 aria-hidden />
        Salin Tautan
      </Button>
      <Button {...args} variant="outline" size="icon" aria-label="Bagikan lewat aplikasi lain">
        <Share2 aria-hidden />
      </Button>
      <Button {...args} variant="outline" size="icon-phone">
        <Menu aria-hidden className="size-5" />
        <span className="sr-only sm:not-sr-only">Menu</span>
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Salin Tautan', 'Bagikan lewat aplikasi lain', 'Menu']) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
    const icon = canvas.getByRole('button', { name: 'Bagikan lewat aplikasi lain' });
    await expect(icon.getBoundingClientRect().width).toBe(44);
  },
};

export const AsChild: Story = {
  render: (args) => (
    <Button asChild variant={args.variant} size={args.size}>
      <AppLink href="/layanan">
        Lihat Layanan
        <ArrowRight aria-hidden />
      </AppLink>
    </Button>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Lihat Layanan' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '/layanan');
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(link).not.toHaveAttribute('type');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Mengirim...' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Mengirim...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/**
 * From the keyboard: Tab reaches a button and Enter or Space presses it; a disabled button is
 * skipped, and one only busy for a moment (`aria-disabled`) keeps its place in the tab order.
 */
export const Keyboard: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Button {...args} />
      <Button disabled>Mengirim...</Button>
      <Button aria-disabled="true" variant="outline">
        Memuat foto…
      </Button>
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Buat Janji Temu' });
    const busy = canvas.getByRole('button', { name: 'Memuat foto…' });
    await tabsThrough(userEvent, [button]);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await tabsThrough(userEvent, [busy]);
    await expect(canvas.getByRole('button', { name: 'Mengirim...' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: { children: 'Konsultasikan keluhan nyeri punggung Anda sekarang' },
  render: (args) => (
    <div className="max-w-xs">
      <Button {...args} wrap className="w-full">
        {args.children}
      </Button>
    </div>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Button {...args} variant="accent" size="lg" className="w-full">
        Konsultasi Gratis
      </Button>
      <Button {...args} variant="outline" size="lg" className="w-full">
        Lihat Layanan
      </Button>
    </div>
  ),
};
