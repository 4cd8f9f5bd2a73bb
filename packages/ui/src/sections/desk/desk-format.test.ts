import { describe, expect, it } from 'vitest';
import { branchName, deskInstant, visitTime } from './desk-format';

describe('deskInstant', () => {
  it('writes a UTC instant on the clinic clock with WIB, and the UTC beside it', () => {
    expect(deskInstant('2026-12-21T02:05:00.000Z')).toEqual({
      text: 'Sen, 21 Des, 09.05 WIB',
      utc: '2026-12-21 02:05 UTC',
      dateTime: '2026-12-21T02:05:00.000Z',
    });
  });

  it('moves to the next day in Jakarta after 17.00 UTC', () => {
    expect(deskInstant('2026-12-20T17:30:00Z').text).toBe('Sen, 21 Des, 00.30 WIB');
  });

  it('shows text that is no instant as it came', () => {
    expect(deskInstant('kemarin').text).toBe('kemarin');
  });
});

describe('branchName and visitTime', () => {
  it("names a branch by its label, and null as every branch's", () => {
    expect(branchName('sumur-bandung')).toBe('Sumur Bandung');
    expect(branchName(null)).toBe('Semua cabang');
    expect(branchName(null, 'Umum')).toBe('Umum');
  });

  it('writes a visit from start to end as Indonesians write times', () => {
    expect(visitTime('09:00', '10:30')).toBe('09.00–10.30');
  });
});
