import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleServiceDetail } from '../../../stories/fixtures';
import { ProcessSteps } from './process-steps';

const meta = {
  title: 'Sections/Services/ProcessSteps',
  component: ProcessSteps,
  tags: ['stable'],
  args: { steps: sampleServiceDetail.process },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProcessSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'Proses Pemulihan' });
    const steps = within(region).getAllByRole('listitem');
    await expect(steps).toHaveLength(args.steps.length);
    await expect(
      within(region).getByRole('heading', { level: 3, name: 'Langkah 1: Asesmen Awal' }),
    ).toBeVisible();
    await expect(
      within(region).getByText('Wawancara, pemeriksaan postur, kekuatan dan lingkup gerak sendi'),
    ).toBeVisible();
    await expect(region.querySelector('ol')).not.toBeNull();
  },
};

export const SplitsOnFirstSeparatorOnly: Story = {
  args: { steps: ['Latihan Bertahap - Minggu 1 - 4: penguatan ringan', 'Evaluasi Akhir'] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Langkah 1: Latihan Bertahap' }),
    ).toBeVisible();
    await expect(canvas.getByText('Minggu 1 - 4: penguatan ringan')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Langkah 2: Evaluasi Akhir' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    steps: [
      'Asesmen Menyeluruh oleh Fisioterapis Senior - Wawancara riwayat cedera, pemeriksaan postur, kekuatan otot, lingkup gerak sendi, keseimbangan, pola jalan dan analisis video gerakan spesifik olahraga Anda',
      ...sampleServiceDetail.process.slice(1, 3),
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
