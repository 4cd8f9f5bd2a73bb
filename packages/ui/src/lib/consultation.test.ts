import { describe, expect, it } from 'vitest';
import {
  buildConsultationMessage,
  consultationMessages,
  emptyConsultation,
  validateConsultation,
} from './consultation';

const valid = {
  name: 'Budi Santoso',
  phone: '0812 2000 4515',
  branch: 'kiaracondong',
  message: 'Nyeri lutut setelah bermain futsal',
};

describe('validateConsultation', () => {
  it('passes a complete form', () => {
    expect(validateConsultation(valid)).toEqual({});
  });

  it('reports every empty field with its message', () => {
    expect(validateConsultation(emptyConsultation)).toEqual({
      name: consultationMessages.nameRequired,
      phone: consultationMessages.phoneRequired,
      branch: consultationMessages.branchRequired,
      message: consultationMessages.messageRequired,
    });
  });

  it('treats whitespace-only name and message as empty', () => {
    const errors = validateConsultation({ ...valid, name: '   ', message: '\n  ' });
    expect(errors).toEqual({
      name: 'Nama lengkap wajib diisi',
      message: 'Pesan wajib diisi',
    });
  });

  it('reports an invalid number with the format message', () => {
    expect(validateConsultation({ ...valid, phone: '12345' })).toEqual({
      phone: 'Format nomor WhatsApp tidak valid',
    });
  });
});

describe('buildConsultationMessage', () => {
  it('names the name, number, branch label and message', () => {
    const text = buildConsultationMessage(valid, 'Kiaracondong');
    expect(text).toBe(
      'Halo, saya ingin konsultasi.\n\nNama: Budi Santoso\nNo. WhatsApp: 0812 2000 4515\nCabang: Kiaracondong\nKeluhan: Nyeri lutut setelah bermain futsal',
    );
  });

  it('trims the typed values', () => {
    const text = buildConsultationMessage({ ...valid, name: '  Ani ', message: ' sakit ' }, 'X');
    expect(text).toContain('Nama: Ani\n');
    expect(text.endsWith('Keluhan: sakit')).toBe(true);
  });
});
