import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { at, longTextService, sampleServices } from '../../../stories/fixtures';
import { ServiceCard, ServiceCardSkeleton } from './service-card';

const service = at(sampleServices, 0);

const meta = {
  title: 'Sections/Services/ServiceCard',
  component: ServiceCard,
  tags: ['beta'],
  args: { service, headingLevel: 'h2' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: service.name })).toBeVisible();
    await expect(canvas.getByText(service.shortDesc)).toBeVisible();
    await expect(canvas.getByText(service.duration)).toBeVisible();
    await expect(canvas.getByText(service.price)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Pelajari Lebih Lanjut/ })).toHaveAttribute(
      'href',
      `/layanan/${service.slug}`,
    );
  },
};

export const UnknownIconFallsBackToHeart: Story = {
  args: {
    // The API may send an icon this build does not know.
    service: { ...at(sampleServices, 5), icon: 'rocket' as never },
  },
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('[data-slot="service-card-icon"] svg');
    await expect(icon).toHaveClass('lucide-heart');
  },
};

export const AllIcons: Story = {
  decorators: [
    (Story) => (
      <div className="w-[min(72rem,100vw-2rem)]">
        <Story />
      </div>
    ),
  ],
  render: () => (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {sampleServices.map((item) => (
        <li key={item.id}>
          <ServiceCard service={item} headingLevel="h2" />
        </li>
      ))}
    </ul>
  ),
};

export const LongText: Story = {
  args: { service: longTextService },
};

export const Loading: Story = {
  render: () => <ServiceCardSkeleton />,
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
