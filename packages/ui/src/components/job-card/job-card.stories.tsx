import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { JobCard, type Job } from './job-card';

const job: Job = {
  id: 1,
  title: 'Fisioterapis Olahraga',
  department: 'clinical',
  location: 'jakarta-selatan',
  type: 'full-time',
  experience: 'Minimal 2 tahun',
  salary: 'Rp 6.000.000 - 9.000.000',
  description: 'Menangani pasien cedera olahraga dan menyusun program latihan rehabilitasi.',
  requirements: ['S1/D3 Fisioterapi', 'STR aktif'],
  benefits: ['BPJS', 'Pelatihan rutin'],
  postedAt: '2025-03-01',
  deadline: '2025-04-30',
  featured: true,
};

const meta = {
  title: 'Components/JobCard',
  component: JobCard,
  args: { job, departmentLabel: 'Klinis', locationLabel: 'Jakarta Selatan', onApply: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: job.title })).toBeVisible();
    await expect(canvas.getByText('Full Time')).toBeVisible();
    await expect(canvas.getByText('Prioritas')).toBeVisible();
    await expect(canvas.getByText('Batas lamaran 30 April 2025')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Lamar posisi ${job.title}` }));
    await expect(args.onApply).toHaveBeenCalledWith(job);
  },
};

export const TypeLabels: Story = {
  render: (args) => (
    <div className="grid gap-4">
      {(['part-time', 'contract', 'internship'] as const).map((type) => (
        <JobCard
          key={type}
          {...args}
          job={{ ...job, id: type, type, featured: false, title: `Posisi ${type}` }}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Part Time', 'Kontrak', 'Magang']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

export const LongText: Story = {
  args: {
    job: {
      ...job,
      title: 'Koordinator Program Rehabilitasi Pasca Operasi Ortopedi dan Tulang Belakang',
      description:
        'Memimpin tim fisioterapis, menyusun standar asesmen, berkoordinasi dengan dokter bedah rekanan, dan memantau kemajuan pasien rehabilitasi pasca operasi.',
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
