import type { Meta, StoryObj } from '@storybook/react-vite';
import { contact } from '@klinik/clinic';
import { ClipboardList, Siren } from 'lucide-react';
import { expect } from 'storybook/test';
import { Panel } from './panel';

const tips = (
  <ul className="text-muted-foreground mt-3 grid list-disc gap-2 pl-5 text-sm">
    <li>Kenakan pakaian yang longgar dan nyaman untuk bergerak.</li>
    <li>Bawa hasil pemeriksaan atau surat rujukan dokter bila ada.</li>
    <li>Datang 10 menit sebelum jadwal untuk pendaftaran.</li>
  </ul>
);

const meta = {
  title: 'Primitives/Panel',
  component: Panel,
  tags: ['beta'],
  args: { title: 'Persiapan Sebelum Terapi', children: tips },
  // As wide as the sidebars it sits in.
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section: its h2 names the region, so it is a landmark a screen reader can jump to. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Persiapan Sebelum Terapi' });
    await expect(region).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Persiapan Sebelum Terapi' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** An icon before the heading and the larger padding (`md`), as HoursTable and QuickServices. */
export const WithIcon: Story = {
  args: { icon: ClipboardList, size: 'md' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Persiapan Sebelum Terapi' });
    // The icon is decoration: the heading's name is its text alone.
    await expect(heading.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** `tone="danger"` as an aside beside the page's subject: EmergencyBox. */
export const Danger: Story = {
  args: {
    as: 'aside',
    tone: 'danger',
    size: 'md',
    icon: Siren,
    title: 'Darurat Medis',
    children: (
      <p className="text-foreground mt-2 text-sm">
        Untuk cedera berat, nyeri dada atau sesak napas, segera hubungi {contact.emergencyPhone}{' '}
        atau datangi IGD rumah sakit terdekat.
      </p>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Darurat Medis' })).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    icon: ClipboardList,
    title: 'Persiapan Sebelum Sesi Pertama Fisioterapi, Homecare, atau Konsultasi Online',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', {
        name: 'Persiapan Sebelum Sesi Pertama Fisioterapi, Homecare, atau Konsultasi Online',
      }),
    ).toBeVisible();
  },
};
