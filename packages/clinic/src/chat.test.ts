import { describe, expect, it } from 'vitest';
import { chatTexts, chatUrl } from './chat';

describe('chatUrl', () => {
  it('turns a leading 0 into 62 and drops dashes', () => {
    expect(chatUrl('0812-2000-4515')).toBe('https://wa.me/6281220004515');
  });

  it('drops spaces, the plus sign and brackets of an international number', () => {
    expect(chatUrl('+62 812 2000 4515')).toBe('https://wa.me/6281220004515');
    expect(chatUrl('(+62) 812-2000-4515')).toBe('https://wa.me/6281220004515');
  });

  it('keeps a number already starting with 62', () => {
    expect(chatUrl('62 812 2000 4515')).toBe('https://wa.me/6281220004515');
  });

  it('only rewrites the first 0, not later zeros', () => {
    expect(chatUrl('0800 1000 0')).toBe('https://wa.me/6280010000');
  });

  it('omits ?text= when there is no text', () => {
    expect(chatUrl('0812', undefined)).toBe('https://wa.me/62812');
    expect(chatUrl('0812', '')).toBe('https://wa.me/62812');
  });

  it('encodes spaces, & and ?', () => {
    expect(chatUrl('0812', 'Halo & salam? ya')).toBe(
      'https://wa.me/62812?text=Halo%20%26%20salam%3F%20ya',
    );
  });

  it('encodes newlines', () => {
    expect(chatUrl('0812', 'Nama: Budi\nKeluhan: lutut')).toBe(
      'https://wa.me/62812?text=Nama%3A%20Budi%0AKeluhan%3A%20lutut',
    );
  });

  it('encodes emoji as UTF-8', () => {
    expect(chatUrl('0812', 'Terima kasih 🙏')).toBe(
      'https://wa.me/62812?text=Terima%20kasih%20%F0%9F%99%8F',
    );
  });

  it('round-trips the text', () => {
    const text = 'Halo Klinik,\nsaya ingin konsultasi (20% diskon) & jadwal 🙂';
    const url = new URL(chatUrl('0812-2000-4515', text));
    expect(url.searchParams.get('text')).toBe(text);
  });
});

describe('chatTexts', () => {
  it('greets the clinic by its short name, once per text', () => {
    for (const text of [
      chatTexts.consultation(),
      chatTexts.service('Fisioterapi Olahraga'),
      chatTexts.branch({ name: 'Sumur Bandung', address: 'Jl. Asia Afrika 10' }),
      chatTexts.homecare(),
      chatTexts.online(),
      chatTexts.quickService('Booking Konsultasi'),
      chatTexts.contact(),
      chatTexts.job(),
    ]) {
      expect(text).toMatch(/^Halo Gerak Sehat, saya ingin \S/);
      expect(text.match(/Halo/g)).toHaveLength(1);
    }
  });

  it('names what the visitor asks about', () => {
    expect(chatTexts.service('Fisioterapi Olahraga')).toContain('layanan Fisioterapi Olahraga');
    expect(chatTexts.branch({ name: 'Sumur Bandung', address: 'Jl. Asia Afrika 10' })).toContain(
      'cabang Sumur Bandung (Jl. Asia Afrika 10)',
    );
    expect(chatTexts.quickService('Booking Konsultasi')).toMatch(/booking konsultasi\.$/);
  });

  it('puts the consultation form on lines of its own, trimmed (spec section 7)', () => {
    expect(
      chatTexts.consultationForm({
        name: ' Budi ',
        phone: '0812 2000 4515 ',
        branchLabel: 'Kiaracondong',
        message: ' Nyeri lutut ',
      }),
    ).toBe(
      'Halo, saya ingin konsultasi.\n\nNama: Budi\nNo. WhatsApp: 0812 2000 4515\nCabang: Kiaracondong\nKeluhan: Nyeri lutut',
    );
  });
});
