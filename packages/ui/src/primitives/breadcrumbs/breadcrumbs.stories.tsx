import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { at, sampleServices } from '../../stories/fixtures';
import { Breadcrumbs } from './breadcrumbs';

const service = at(sampleServices, 0);

const meta = {
  title: 'Primitives/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['beta'],
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Layanan', href: '/layanan' },
      { label: service.name },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(nav).getByRole('link', { name: 'Layanan' })).toHaveAttribute(
      'href',
      '/layanan',
    );
    const current = within(nav).getByText(service.name);
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByRole('link', { name: service.name })).not.toBeInTheDocument();
    for (const link of within(nav).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const LongText: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Artikel', href: '/artikel' },
      {
        label:
          'Panduan Lengkap Pemulihan Setelah Operasi Rekonstruksi Ligamen Lutut untuk Atlet Amatir',
      },
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
