import { describe, expect, it } from 'vitest';
import { isValidConsultationPhone, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('removes spaces only', () => {
    expect(normalizePhone(' 0812 2000 4515 ')).toBe('081220004515');
    expect(normalizePhone('+62 812-2000')).toBe('+62812-2000');
  });
});

describe('isValidConsultationPhone', () => {
  it.each([
    '081220004515',
    '0812 2000 4515',
    '+6281220004515',
    '+62 812 2000 4515',
    '6281220004515',
  ])('accepts %s', (phone) => expect(isValidConsultationPhone(phone)).toBe(true));

  it('accepts 9 and 13 digits after the prefix', () => {
    expect(isValidConsultationPhone('0812345678')).toBe(true);
    expect(isValidConsultationPhone('+62' + '8'.repeat(13))).toBe(true);
    expect(isValidConsultationPhone('8'.repeat(9))).toBe(true);
  });

  it.each([
    ['too short', '0812345'],
    ['8 digits without prefix', '81234567'],
    ['too long after +62', '+62' + '8'.repeat(14)],
    ['dashes', '0812-2000-4515'],
    ['letters', '0812abc45151'],
    ['another country code', '+6581220004515'],
    ['empty', ''],
    ['only spaces', '   '],
  ])('rejects %s', (_, phone) => expect(isValidConsultationPhone(phone)).toBe(false));
});
