import type { Meta, StoryObj } from '@storybook/react-vite';
import { contact } from '@klinik/clinic';
import { expect, fn } from 'storybook/test';
import { sampleJobs } from '../../stories/fixtures';
import {
  desktop,
  empty,
  expectNoSidewaysScroll,
  expectSideBySide,
  loadError,
  loading,
  mobile,
  ready,
} from '../../stories/helpers';
import { CareersPage } from './careers-page';

const retry = fn();
const featured = sampleJobs.filter((job) => job.is_featured);
const others = sampleJobs.filter((job) => !job.is_featured);

const meta = {
  title: 'Templates/Karir',
  component: CareersPage,
  tags: ['beta'],
  args: {
    featured: ready(featured),
    jobs: ready(others),
    totalCount: others.length,
    filter: { keyword: '', department: 'all', location: 'all' },
    onKeywordChange: fn(),
    onDepartmentChange: fn(),
    onLocationChange: fn(),
    onReset: fn(),
    chatPhone: contact.whatsapp,
    breadcrumbs: [{ label: 'Beranda', href: '/' }, { label: 'Karir' }],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CareersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText(`dari ${others.length} lowongan`, { exact: false }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kirim CV Spontan' })).toHaveAttribute(
      'href',
      `mailto:${contact.hrEmail}?subject=Lamaran%20spontan`,
    );
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const [first, second] = canvasElement.querySelectorAll('[data-slot="job-card"]');
    if (!first || !second) throw new Error('no job cards');
    await expectSideBySide(first, second);
  },
};

/** 'Lamar' thanks the applicant in the page, with the e-mail to send the CV to. */
export const Applied: Story = {
  ...mobile,
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent }) => {
    const job = others[0];
    if (!job) throw new Error('no job');
    await userEvent.click(canvas.getByRole('button', { name: `Lamar posisi ${job.title}` }));
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('Aplikasi Anda telah diterima');
    await expect(notice).toHaveTextContent(job.title);
  },
};

export const LoadingMobile: Story = {
  ...mobile,
  args: { featured: loading, jobs: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Memuat lowongan…')).toHaveLength(2);
    // Nothing is counted yet: no 'Menampilkan 0'.
    await expect(canvas.queryByText(/Menampilkan/)).toBeNull();
  },
};

export const LoadingDesktop: Story = { ...desktop, args: LoadingMobile.args };

export const LoadErrorMobile: Story = {
  ...mobile,
  args: { featured: loadError(retry), jobs: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByText('Gagal memuat lowongan')).toHaveLength(2);
    await expect(canvas.queryByText(/Menampilkan/)).toBeNull();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Coba Lagi' })[0] as HTMLElement);
    await expect(retry).toHaveBeenCalled();
  },
};

export const LoadErrorDesktop: Story = { ...desktop, args: LoadErrorMobile.args };

export const EmptyMobile: Story = {
  ...mobile,
  args: { jobs: empty, filter: { keyword: 'astronot', department: 'all', location: 'all' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Tidak ada lowongan yang cocok')).toBeVisible();
    await expect(canvas.getByText(/Menampilkan/)).toHaveTextContent('Menampilkan 0 dari');
    await userEvent.click(
      canvas.getAllByRole('button', { name: 'Reset Filter' })[1] as HTMLElement,
    );
    await expect(args.onReset).toHaveBeenCalled();
  },
};

export const EmptyDesktop: Story = { ...desktop, args: EmptyMobile.args };
