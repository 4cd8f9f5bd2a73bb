import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { at, longTextJob, sampleJobs } from '../../../stories/fixtures';
import { tabsThrough } from '../../../stories/helpers';
import { JobCard, JobCardSkeleton } from './job-card';

const job = at(sampleJobs, 0);

const meta = {
  title: 'Sections/Careers/JobCard',
  component: JobCard,
  tags: ['beta'],
  args: { job, onApply: fn() },
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
    await expect(canvas.getByText('Klinis')).toBeVisible();
    await expect(canvas.getByText('Prioritas')).toBeVisible();
    await expect(canvas.getByText('Kiaracondong, Bandung')).toBeVisible();
    await expect(canvas.getByText('30 April 2025').parentElement).toHaveTextContent(
      'Batas lamaran 30 April 2025',
    );
    await expect(canvas.getByText('1 Maret 2025').parentElement).toHaveTextContent(
      'Dibuka 1 Maret 2025',
    );
    await userEvent.click(canvas.getByRole('button', { name: `Lamar posisi ${job.title}` }));
    await expect(args.onApply).toHaveBeenCalledWith(job);
  },
};

export const RequirementsAndBenefits: Story = {
  play: async ({ canvas, userEvent }) => {
    const requirement = canvas.getByText(at(job.requirements, 0));
    await expect(requirement).not.toBeVisible();
    await userEvent.click(canvas.getByText('Lihat persyaratan & benefit'));
    await expect(requirement).toBeVisible();
    await expect(canvas.getByText('Persyaratan')).toBeVisible();
    await expect(canvas.getByText(at(job.benefits, 0))).toBeVisible();
  },
};

/**
 * From the keyboard: Tab reaches 'Lihat persyaratan & benefit', then 'Lamar', named with the
 * position; Enter on 'Lamar' applies. The disclosure is the browser's own `<details>`: Enter and
 * Space on its summary are the browser's, which the story's simulated keys do not drive.
 */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const summary = canvas.getByText('Lihat persyaratan & benefit').closest('summary');
    if (!summary) throw new Error('No summary');
    const apply = canvas.getByRole('button', { name: `Lamar posisi ${job.title}` });
    await tabsThrough(userEvent, [summary, apply]);
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith(job);
  },
};

export const TypeLabels: Story = {
  render: (args) => (
    <div className="grid gap-4">
      {(['part-time', 'contract', 'internship'] as const).map((type, index) => (
        <JobCard
          key={type}
          {...args}
          job={{ ...at(sampleJobs, index + 2), type, is_featured: false }}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Part Time', 'Kontrak', 'Magang']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(canvas.queryByText('Prioritas')).not.toBeInTheDocument();
  },
};

export const CustomLabels: Story = {
  args: { departmentLabel: 'Fisioterapi', locationLabel: 'Bandung' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fisioterapi')).toBeVisible();
    await expect(canvas.getByText('Bandung')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { job: longTextJob, defaultDetailsOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(at(longTextJob.requirements, 3))).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <JobCardSkeleton />,
};

export const Mobile: Story = {
  args: { defaultDetailsOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
