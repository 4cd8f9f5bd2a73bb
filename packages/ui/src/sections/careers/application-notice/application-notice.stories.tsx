import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { contact } from '@klinik/clinic';
import { expect, fn } from 'storybook/test';
import { at, longTextJob, sampleJobs } from '../../../stories/fixtures';
import { JobCard } from '../job-card/job-card';
import { ApplicationNotice, type ApplicationNoticeProps } from './application-notice';

const job = at(sampleJobs, 0);
const message = 'Terima kasih! Aplikasi Anda telah diterima. Kami akan menghubungi Anda segera.';

const meta = {
  title: 'Sections/Careers/ApplicationNotice',
  component: ApplicationNotice,
  tags: ['beta'],
  args: { open: true, jobTitle: job.title, email: contact.hrEmail, onDismiss: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApplicationNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent(message);
    await expect(notice).toHaveTextContent(`Posisi: ${job.title}`);
    await expect(canvas.getByRole('link', { name: contact.hrEmail })).toHaveAttribute(
      'href',
      `mailto:${contact.hrEmail}?subject=${encodeURIComponent(`Lamaran posisi ${job.title}`)}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tutup pemberitahuan' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const MessageOnly: Story = {
  args: { jobTitle: undefined, email: undefined, onDismiss: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(message);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Closed: Story = {
  args: { open: false },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** As the careers page uses it: 'Lamar' fills the live region that was already there. */
function AfterApply(args: ApplicationNoticeProps) {
  const [applied, setApplied] = React.useState<string | null>(null);
  return (
    <div className="grid gap-4">
      <ApplicationNotice
        {...args}
        open={applied !== null}
        jobTitle={applied ?? undefined}
        onDismiss={() => setApplied(null)}
      />
      <JobCard job={job} onApply={(applying) => setApplied(applying.title)} />
    </div>
  );
}

export const ShownAfterApply: Story = {
  args: { open: false },
  render: (args) => <AfterApply {...args} />,
  play: async ({ canvas, userEvent }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: `Lamar posisi ${job.title}` }));
    await expect(notice).toHaveTextContent(message);
    await userEvent.click(canvas.getByRole('button', { name: 'Tutup pemberitahuan' }));
    await expect(notice).toBeEmptyDOMElement();
  },
};

export const LongText: Story = {
  args: { jobTitle: longTextJob.title, email: 'rekrutmen.fisioterapis.bandung@geraksehat.id' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
