import { describe, expect, it } from 'vitest';
import { jobDepartmentLabel, jobLocationLabel, jobTypeLabel } from './careers';

describe('the job labels', () => {
  it('name departments, locations and types as the careers facts do', () => {
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
