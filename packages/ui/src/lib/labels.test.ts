import { describe, expect, it } from 'vitest';
import { jobDepartmentLabel, jobLocationLabel, jobTypeLabel } from './job-labels';
import { galleryCategoryLabel } from './labels';

describe('labels', () => {
  it('names each gallery category as the chips do', () => {
    expect(galleryCategoryLabel('clinic')).toBe('Klinik');
    expect(galleryCategoryLabel('therapy')).toBe('Terapi');
    expect(galleryCategoryLabel('events')).toBe('Acara');
    expect(galleryCategoryLabel('team')).toBe('Tim');
    expect(galleryCategoryLabel('equipment')).toBe('Peralatan');
  });

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
