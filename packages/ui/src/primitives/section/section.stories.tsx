import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Section } from './section';

const meta = {
  title: 'Primitives/Section',
  component: Section,
  tags: ['stable'],
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Layanan Kami',
    title: 'Perawatan yang Sesuai dengan Kebutuhan Anda',
    description:
      'Dari cedera olahraga hingga pemulihan di rumah, fisioterapis kami menyusun program yang terukur.',
    children: <p className="text-muted-foreground text-center">Isi bagian ditempatkan di sini.</p>,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', {
      name: 'Perawatan yang Sesuai dengan Kebutuhan Anda',
    });
    await expect(region).toBeVisible();
    await expect(canvas.getByText('Layanan Kami')).toBeVisible();
  },
};

export const Muted: Story = { args: { tone: 'muted' } };

export const TitleOnly: Story = {
  args: { eyebrow: undefined, description: undefined },
};

export const LongText: Story = {
  args: {
    title:
      'Program Rehabilitasi Pascaoperasi Lutut, Bahu, dan Tulang Belakang yang Disusun Bertahap Bersama Fisioterapis Berpengalaman',
    description:
      'Setiap tahap pemulihan dievaluasi ulang: kekuatan, rentang gerak, keseimbangan, dan kesiapan kembali beraktivitas sehari-hari maupun berolahraga, sehingga target terapi selalu realistis dan terukur.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
