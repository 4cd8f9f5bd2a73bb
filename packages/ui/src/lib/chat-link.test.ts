import { describe, expect, it } from 'vitest';
import { buildChatUrl } from './chat-link';

describe('buildChatUrl', () => {
  it('turns a leading 0 into 62 and drops dashes', () => {
    expect(buildChatUrl('0812-2000-4515')).toBe('https://wa.me/6281220004515');
  });

  it('drops spaces, the plus sign and brackets of an international number', () => {
    expect(buildChatUrl('+62 812 2000 4515')).toBe('https://wa.me/6281220004515');
    expect(buildChatUrl('(+62) 812-2000-4515')).toBe('https://wa.me/6281220004515');
  });

  it('keeps a number already starting with 62', () => {
    expect(buildChatUrl('62 812 2000 4515')).toBe('https://wa.me/6281220004515');
  });

  it('only rewrites the first 0, not later zeros', () => {
    expect(buildChatUrl('0800 1000 0')).toBe('https://wa.me/6280010000');
  });

  it('omits ?text= when there is no text', () => {
    expect(buildChatUrl('0812', undefined)).toBe('https://wa.me/62812');
    expect(buildChatUrl('0812', '')).toBe('https://wa.me/62812');
  });

  it('encodes spaces, & and ?', () => {
    expect(buildChatUrl('0812', 'Halo & salam? ya')).toBe(
      'https://wa.me/62812?text=Halo%20%26%20salam%3F%20ya',
    );
  });

  it('encodes newlines', () => {
    expect(buildChatUrl('0812', 'Nama: Budi\nKeluhan: lutut')).toBe(
      'https://wa.me/62812?text=Nama%3A%20Budi%0AKeluhan%3A%20lutut',
    );
  });

  it('encodes emoji as UTF-8', () => {
    expect(buildChatUrl('0812', 'Terima kasih 🙏')).toBe(
      'https://wa.me/62812?text=Terima%20kasih%20%F0%9F%99%8F',
    );
  });

  it('round-trips the text', () => {
    const text = 'Halo Klinik,\nsaya ingin konsultasi (20% diskon) & jadwal 🙂';
    const url = new URL(buildChatUrl('0812-2000-4515', text));
    expect(url.searchParams.get('text')).toBe(text);
  });
});
