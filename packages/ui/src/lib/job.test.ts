import { describe, expect, it } from 'vitest';
import type { Job } from '@klinik/clinic';
import {
  featuredJobs,
  filterJobs,
  hasJobFilter,
  jobDepartmentLabel,
  jobLocationLabel,
  jobTypeLabel,
  matchesJobKeyword,
} from './job';

function job(id: number, overrides: Partial<Job> = {}): Job {
  return {
    id,
    slug: `lowongan-${id}`,
    title: `Lowongan ${id}`,
    department: 'clinical',
    location: 'kiaracondong',
    type: 'full-time',
    experience: 'Minimal 1 tahun',
    salary: 'Rp 5.000.000 - 7.000.000 / bulan',
    description: 'Deskripsi pekerjaan',
    requirements: [],
    benefits: [],
    posted_at: '2025-03-01',
    deadline: '2025-04-30',
    is_featured: false,
    ...overrides,
  };
}

const jobs = [
  job(1, { title: 'Fisioterapis Olahraga', is_featured: true }),
  job(2, {
    title: 'Fisioterapis Homecare',
    location: 'homecare',
    description: 'Kunjungan ke rumah pasien pascastroke.',
  }),
  job(3, { title: 'Staf Administrasi', department: 'admin', location: 'sumur-bandung' }),
  job(4, {
    title: 'Digital Marketing',
    department: 'marketing',
    location: 'remote',
    description: 'Mengelola konten media sosial klinik.',
  }),
];

const none = { keyword: '', department: 'all', location: 'all' } as const;
const ids = (list: readonly Job[]) => list.map((item) => item.id);

describe('matchesJobKeyword', () => {
  it('matches the title or description in any case, trimmed', () => {
    expect(matchesJobKeyword(jobs[1] as Job, '  FISIOTERAPIS ')).toBe(true);
    expect(matchesJobKeyword(jobs[1] as Job, 'pascastroke')).toBe(true);
    expect(matchesJobKeyword(jobs[1] as Job, 'akuntan')).toBe(false);
    expect(matchesJobKeyword(jobs[1] as Job, '  ')).toBe(true);
  });

  it('does not search other fields', () => {
    expect(matchesJobKeyword(job(9, { salary: 'Rp 9.000.000' }), '9.000')).toBe(false);
  });
});

describe('filterJobs', () => {
  it('leaves featured jobs out and keeps the given order', () => {
    expect(ids(filterJobs(jobs, none))).toEqual([2, 3, 4]);
    expect(ids(filterJobs(jobs, { ...none, keyword: 'olahraga' }))).toEqual([]);
  });

  it('filters by keyword in the title or description', () => {
    expect(ids(filterJobs(jobs, { ...none, keyword: 'fisioterapis' }))).toEqual([2]);
    expect(ids(filterJobs(jobs, { ...none, keyword: 'Media Sosial' }))).toEqual([4]);
  });

  it('filters by department and location, combined with the keyword', () => {
    expect(ids(filterJobs(jobs, { ...none, department: 'admin' }))).toEqual([3]);
    expect(ids(filterJobs(jobs, { ...none, location: 'remote' }))).toEqual([4]);
    expect(
      ids(filterJobs(jobs, { ...none, department: 'clinical', location: 'homecare' })),
    ).toEqual([2]);
    expect(
      ids(filterJobs(jobs, { keyword: 'staf', department: 'admin', location: 'remote' })),
    ).toEqual([]);
  });
});

describe('featuredJobs', () => {
  it('returns only featured jobs, in the given order', () => {
    expect(ids(featuredJobs([...jobs, job(5, { is_featured: true })]))).toEqual([1, 5]);
    expect(featuredJobs([])).toEqual([]);
  });
});

describe('hasJobFilter', () => {
  it('is false for the empty filter and a blank keyword', () => {
    expect(hasJobFilter(none)).toBe(false);
    expect(hasJobFilter({ ...none, keyword: '   ' })).toBe(false);
  });

  it('is true when any filter is set', () => {
    expect(hasJobFilter({ ...none, keyword: 'admin' })).toBe(true);
    expect(hasJobFilter({ ...none, department: 'hr' })).toBe(true);
    expect(hasJobFilter({ ...none, location: 'remote' })).toBe(true);
  });
});

describe('labels', () => {
  it('names departments, locations and types as the clinic constants do', () => {
    expect(jobDepartmentLabel('clinical')).toBe('Klinis');
    expect(jobDepartmentLabel('it')).toBe('Teknologi Informasi');
    expect(jobLocationLabel('kiaracondong')).toBe('Kiaracondong, Bandung');
    expect(jobLocationLabel('remote')).toBe('Remote');
    expect(jobTypeLabel('full-time')).toBe('Full Time');
    expect(jobTypeLabel('part-time')).toBe('Part Time');
    expect(jobTypeLabel('contract')).toBe('Kontrak');
    expect(jobTypeLabel('internship')).toBe('Magang');
  });
});
