import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { at, longTextJob, sampleJobs } from '../../../stories/fixtures';
import { empty, loadError, loading, ready } from '../../../stories/helpers';
import { JobList } from './job-list';

/** The openings of 'Semua Lowongan' (the API answers them without the featured ones). */
const jobs = sampleJobs.filter((job) => !job.is_featured);

const meta = {
  title: 'Sections/Careers/JobList',
  component: JobList,
  tags: ['beta'],
  args: { state: ready(jobs), onApply: fn(), onReset: fn() },
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

const retry = fn();
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
  args: { state: ready(sampleJobs.filter((job) => job.is_featured)) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Prioritas')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat lowongan…');
    await expect(canvasElement.querySelectorAll('[data-slot="job-card-skeleton"]')).toHaveLength(3);
  },
};

export const Failed: Story = {
  args: { state: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Gagal memuat lowongan')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { state: empty },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Tidak ada lowongan yang cocok' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Filter' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: { state: ready([longTextJob, at(jobs, 0)]) },
};

export const Mobile: Story = {
  args: { state: ready(jobs.slice(0, 2)) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
