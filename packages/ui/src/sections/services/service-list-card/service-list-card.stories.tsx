import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  at,
  longTextService,
  sampleServiceDetail,
  sampleServices,
} from '../../../stories/fixtures';
import { ServiceListCard, ServiceListCardSkeleton } from './service-list-card';

const service = sampleServiceDetail;

const meta = {
  title: 'Sections/Services/ServiceListCard',
  component: ServiceListCard,
  tags: ['beta'],
  args: { service, headingLevel: 'h2' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceListCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: service.name })).toBeVisible();
    await expect(canvas.getByText(service.category.name)).toBeVisible();
    await expect(canvas.getByText(service.shortDesc)).toBeVisible();
    await expect(canvas.getByText(service.duration)).toBeVisible();
    await expect(canvas.getByText(service.price)).toBeVisible();
    const features = within(canvas.getByRole('list', { name: `Fitur ${service.name}` }));
    await expect(features.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      service.features.slice(0, 3),
    );
    await expect(canvas.getByText(`+${service.features.length - 3} fitur lainnya`)).toBeVisible();
    const link = canvas.getByRole('link', {
      name: `Pelajari Lebih Lanjut tentang ${service.name}`,
    });
    await expect(link).toHaveAttribute('href', `/layanan/${service.slug}`);
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const ThreeFeaturesOrFewer: Story = {
  args: { service: { ...service, features: service.features.slice(0, 3) } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByText(/fitur lainnya/)).not.toBeInTheDocument();
  },
};

export const WithoutFeatures: Story = {
  args: { service: at(sampleServices, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  render: () => <ServiceListCardSkeleton />,
};

export const LongText: Story = {
  args: {
    service: {
      ...longTextService,
      features: ['Asesmen biomekanik lengkap dengan analisis video gerakan', ...service.features],
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
