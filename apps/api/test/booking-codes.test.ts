import { createHash } from 'node:crypto';
import { bookingCodePattern, bookingTokenParam, manageTokenPattern } from '@klinik/clinic';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  bookingCode,
  bookingCodeAlphabet,
  hashToken,
  manageToken,
  secureRandomBytes,
} from '../src/data/booking-codes';

/** A byte source that hands out `bytes` in order, again from the start when they run out. */
function bytesFrom(bytes: number[]) {
  let next = 0;
  return (length: number) => Uint8Array.from({ length }, () => bytes[next++ % bytes.length] ?? 0);
}

describe('bookingCode', () => {
  it('has 31 characters that cannot be mistaken for one another', () => {
    expect(bookingCodeAlphabet).toHaveLength(31);
    expect(new Set(bookingCodeAlphabet).size).toBe(31);
    for (const lookalike of '01OIL') expect(bookingCodeAlphabet).not.toContain(lookalike);
  });

  it('writes eight characters in two groups', () => {
    expect(bookingCode(bytesFrom([0, 1, 2, 3, 4, 5, 6, 7]))).toBe('2345-6789');
    expect(bookingCode(bytesFrom([30, 61, 8, 39]))).toBe('ZZAA-ZZAA');
  });

  it('draws again for bytes that would favour the first characters', () => {
    // 248 and above are refused: 248 = 8 x 31, so each character keeps 8 of the 248 bytes.
    expect(bookingCode(bytesFrom([248, 255, 247, 0]))).toBe('Z2Z2-Z2Z2');
    expect(() => bookingCode(bytesFrom([250]))).toThrow('no usable bytes');
  });

  it('matches the contract’s pattern, each character about as often as another', () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 248; byte += 1) {
      const code = bookingCode(bytesFrom([byte]));
      expect(code).toMatch(bookingCodePattern);
      const first = code.charAt(0);
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    expect(new Set(counts.values())).toEqual(new Set([8]));
  });
});

describe('manageToken', () => {
  it('writes 32 bytes as 43 characters of base64url', () => {
    const zeros = manageToken(() => new Uint8Array(32));
    expect(zeros).toBe('A'.repeat(43));
    const counting = manageToken((length) => Uint8Array.from({ length }, (_, index) => index));
    expect(counting).toBe('AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8');
    expect(manageToken(() => new Uint8Array(32).fill(255))).toBe(`${'_'.repeat(42)}8`);
    expect(counting).toMatch(manageTokenPattern);
  });

  it('refuses a short source', () => {
    expect(() => manageToken(() => new Uint8Array(16))).toThrow('wrong number of bytes');
  });

  it('is what the contract takes as the private link’s token', () => {
    const token = manageToken(secureRandomBytes);
    expect(z.safeParse(bookingTokenParam, token).success).toBe(true);
    expect(manageToken(secureRandomBytes)).not.toBe(token);
  });
});

describe('hashToken', () => {
  it('is the SHA-256 of the token, the form it is stored and looked up in', () => {
    const token = 'A'.repeat(43);
    const hash = hashToken(token);
    expect(hash).toHaveLength(32);
    expect(hash.toString('hex')).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashToken(`${'A'.repeat(42)}B`).equals(hash)).toBe(false);
  });
});
