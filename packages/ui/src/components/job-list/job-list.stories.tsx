import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { featuredJobs, filterJobs } from '../../lib/job';
import { at, longTextJob, sampleJobs } from '../../stories/fixtures';
import { JobList } from './job-list';

const jobs = filterJobs(sampleJobs, { keyword: '', department: 'all', location: 'all' });

const meta = {
  title: 'Careers/JobList',
  component: JobList,
  args: { status: 'success', jobs, onApply: fn(), onReset: fn(), onRetry: fn() },
  decorators: [
    (Story) => (
      <section aria-labelledby="semua-lowongan" className="max-w-page mx-auto p-4">
        <h2 id="semua-lowongan" className="text-foreground mb-6 text-2xl font-bold">
          Semua Lowongan
        </h2>
        <Story />
      </section>
    ),
  ],
} satisfies Meta<typeof JobList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(jobs.length);
    await expect(canvas.queryByText('Prioritas')).not.toBeInTheDocument();
    const job = at(jobs, 1);
    await userEvent.click(canvas.getByRole('button', { name: `Lamar posisi ${job.title}` }));
    await expect(args.onApply).toHaveBeenCalledWith(job);
  },
};

export const Featured: Story = {
  args: { jobs: featuredJobs(sampleJobs) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Prioritas')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { status: 'loading', jobs: undefined },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat lowongan…');
    await expect(canvasElement.querySelectorAll('[data-slot="job-card-skeleton"]')).toHaveLength(3);
  },
};

export const Failed: Story = {
  args: { status: 'error', jobs: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Gagal memuat lowongan')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { jobs: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Tidak ada lowongan yang cocok' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Filter' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: { jobs: [longTextJob, at(jobs, 0)] },
};

export const Mobile: Story = {
  args: { jobs: jobs.slice(0, 2) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
