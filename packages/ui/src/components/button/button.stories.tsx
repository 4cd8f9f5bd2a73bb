import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, MessageCircle } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { AppLink } from '../app-link/app-link';
import { Button } from './button';

const meta = {
  title: 'Forms/Button',
  component: Button,
  args: { children: 'Buat Janji Temu', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'accent', 'secondary', 'outline', 'ghost'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
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

export const LongText: Story = {
  args: { children: 'Konsultasikan keluhan nyeri punggung Anda sekarang' },
  render: (args) => (
    <div className="max-w-xs">
      <Button {...args} className="w-full whitespace-normal">
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
