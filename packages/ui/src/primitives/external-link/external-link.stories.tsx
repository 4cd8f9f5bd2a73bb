import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageCircle, Navigation } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button, buttonVariants } from '../button/button';
import { ExternalLink } from './external-link';

const doi = 'https://doi.org/10.1136/bjsports-2017-098106';

const meta = {
  title: 'Primitives/ExternalLink',
  component: ExternalLink,
  tags: ['beta'],
  args: {
    href: doi,
    className:
      'text-primary inline-flex min-h-11 items-center font-semibold underline-offset-2 hover:underline',
    children: 'doi:10.1136/bjsports-2017-098106',
  },
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A text link to another site: a new tab, said to screen readers, not shown. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'doi:10.1136/bjsports-2017-098106 (membuka tab baru)',
    });
    await expect(link).toHaveAttribute('href', doi);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveClass('text-primary');
    await expect(canvas.getByText('(membuka tab baru)')).toHaveClass('sr-only');
  },
};

/** With `buttonVariants()` as its class: a link that looks like a button. */
export const ButtonLook: Story = {
  args: {
    href: 'https://wa.me/6281220004515',
    className: buttonVariants({ variant: 'accent' }),
    children: (
      <>
        <MessageCircle aria-hidden />
        Konsultasi Gratis
      </>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Konsultasi Gratis (membuka tab baru)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Inside `Button asChild`: the button's classes join the link's, its props stay the link's. */
export const InButton: Story = {
  render: (args) => (
    <Button asChild variant="outline">
      <ExternalLink href={args.href} data-slot="location-card-directions">
        <Navigation aria-hidden />
        Petunjuk Arah
        <span className="sr-only"> ke Klinik Dago</span>
      </ExternalLink>
    </Button>
  ),
  args: { href: 'https://www.google.com/maps/dir/?api=1&destination=-6.8915,107.6107' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'Petunjuk Arah ke Klinik Dago (membuka tab baru)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('data-slot', 'location-card-directions');
    await expect(link).toHaveAttribute('data-variant', 'outline');
    await expect(link).toHaveClass('border-primary');
  },
};

/** The hint in other words, where the link says more about where it leads. */
export const CustomHint: Story = {
  args: {
    href: 'https://wa.me/6281220004515',
    newTabHint: '(membuka WhatsApp di tab baru)',
    children: '0812-2000-4515',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: '0812-2000-4515 (membuka WhatsApp di tab baru)' }),
    ).toBeVisible();
  },
};
