import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Job, JobDepartment, JobLocation } from '@klinik/clinic';
import { expect, fn } from 'storybook/test';
import { sampleJobs } from '../../../stories/fixtures';
import { JobFilters, type JobFiltersProps } from './job-filters';

const meta = {
  title: 'Sections/Careers/JobFilters',
  component: JobFilters,
  tags: ['beta'],
  args: {
    resultCount: 6,
    onKeywordChange: fn(),
    onDepartmentChange: fn(),
    onLocationChange: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof JobFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('search', { name: 'Cari lowongan' })).toBeVisible();
    const box = canvas.getByRole('searchbox', { name: 'Cari lowongan' });
    await userEvent.type(box, 'Fisio');
    await expect(args.onKeywordChange).toHaveBeenLastCalledWith('Fisio');

    const department = canvas.getByRole('combobox', { name: 'Departemen' });
    await expect(department).toHaveValue('all');
    await expect(
      [...department.querySelectorAll('option')].map((option) => option.textContent),
    ).toEqual([
      'Semua Departemen',
      'Klinis',
      'Administrasi',
      'Pemasaran',
      'Teknologi Informasi',
      'SDM',
    ]);
    await userEvent.selectOptions(department, 'Administrasi');
    await expect(args.onDepartmentChange).toHaveBeenLastCalledWith('admin');

    const location = canvas.getByRole('combobox', { name: 'Lokasi' });
    await expect(location.querySelector('option')).toHaveTextContent('Semua Lokasi');
    await userEvent.selectOptions(location, 'Remote');
    await expect(args.onLocationChange).toHaveBeenLastCalledWith('remote');
    await userEvent.selectOptions(location, 'Semua Lokasi');
    await expect(args.onLocationChange).toHaveBeenLastCalledWith('all');

    await expect(canvas.getByText(/Menampilkan/)).toHaveTextContent('Menampilkan 6 lowongan');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Filter' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

export const WithTotal: Story = {
  args: { resultCount: 2, totalCount: 6, department: 'clinical', location: 'kiaracondong' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Menampilkan/)).toHaveTextContent(
      'Menampilkan 2 dari 6 lowongan',
    );
    await expect(canvas.getByRole('combobox', { name: 'Departemen' })).toHaveValue('clinical');
    await expect(canvas.getByRole('combobox', { name: 'Lokasi' })).toHaveValue('kiaracondong');
  },
};

/** What GET /jobs?featured=false answers for these filters, standing in for the API. */
function answer(filter: { keyword: string; department: string; location: string }): Job[] {
  const keyword = filter.keyword.trim().toLowerCase();
  return sampleJobs.filter(
    (job) =>
      !job.is_featured &&
      (filter.department === 'all' || job.department === filter.department) &&
      (filter.location === 'all' || job.location === filter.location) &&
      `${job.title} ${job.description}`.toLowerCase().includes(keyword),
  );
}

/** Wired as the careers page does: the count follows the filters, reset clears them all. */
function Controlled(args: JobFiltersProps) {
  const [keyword, setKeyword] = React.useState('');
  const [department, setDepartment] = React.useState<JobDepartment | 'all'>('all');
  const [location, setLocation] = React.useState<JobLocation | 'all'>('all');
  const all = answer({ keyword: '', department: 'all', location: 'all' });
  const shown = answer({ keyword, department, location });
  return (
    <JobFilters
      {...args}
      keyword={keyword}
      department={department}
      location={location}
      resultCount={shown.length}
      totalCount={all.length}
      onKeywordChange={setKeyword}
      onDepartmentChange={setDepartment}
      onLocationChange={setLocation}
      onReset={() => {
        args.onReset();
        setKeyword('');
        setDepartment('all');
        setLocation('all');
      }}
    />
  );
}

export const FiltersAndReset: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent }) => {
    const count = canvas.getByText(/Menampilkan/);
    await expect(count).toHaveTextContent('Menampilkan 6 dari 6 lowongan');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Departemen' }), 'Klinis');
    await expect(count).toHaveTextContent('Menampilkan 2 dari 6 lowongan');
    const box = canvas.getByRole('searchbox', { name: 'Cari lowongan' });
    await userEvent.type(box, 'akuntan');
    await expect(count).toHaveTextContent('Menampilkan 0 dari 6 lowongan');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Filter' }));
    await expect(box).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Departemen' })).toHaveValue('all');
    await expect(count).toHaveTextContent('Menampilkan 6 dari 6 lowongan');
  },
};

/**
 * From the keyboard, in the order of the tab: the search box (Enter sends nothing), 'Departemen'
 * and 'Lokasi' (the browser's own selects), then 'Reset Filter' (Enter clears all three).
 */
export const Keyboard: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const count = canvas.getByText(/Menampilkan/);
    const box = canvas.getByRole('searchbox', { name: 'Cari lowongan' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('fisio{Enter}');
    await expect(box).toHaveValue('fisio');
    await expect(box).toHaveFocus();

    await userEvent.tab();
    const department = canvas.getByRole('combobox', { name: 'Departemen' });
    await expect(department).toHaveFocus();
    // The browser's own select: its keys are the browser's, which the story's simulated keys do
    // not drive; choosing an option keeps the focus on it.
    await userEvent.selectOptions(department, 'Klinis');
    await expect(department).toHaveValue('clinical');
    await expect(department).toHaveFocus();
    await userEvent.tab();
    const location = canvas.getByRole('combobox', { name: 'Lokasi' });
    await expect(location).toHaveFocus();
    await userEvent.selectOptions(location, 'Remote');
    await expect(location).toHaveValue('remote');

    await userEvent.tab();
    const reset = canvas.getByRole('button', { name: 'Reset Filter' });
    await expect(reset).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(box).toHaveValue('');
    await expect(department).toHaveValue('all');
    await expect(location).toHaveValue('all');
    await expect(count).toHaveTextContent('Menampilkan 6 dari 6 lowongan');
    await expect(reset).toHaveFocus();
  },
};

/** While the list loads or after it failed, the count is unknown: the line claims nothing. */
export const CountUnknown: Story = {
  args: { resultCount: undefined, totalCount: 6 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText(/Menampilkan/)).toBeNull();
    // The polite region stays, so the count is announced once it is known.
    await expect(canvasElement.querySelector('[data-slot="job-filters-count"]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await expect(canvas.getByRole('button', { name: 'Reset Filter' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    keyword: 'koordinator rehabilitasi pasca operasi ortopedi dan tulang belakang',
    location: 'mhorfitness',
    department: 'it',
    resultCount: 0,
    totalCount: 128,
  },
};

export const Mobile: Story = {
  args: { resultCount: 3, totalCount: 6, location: 'homecare' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
