import { describe, expect, it } from 'vitest';
import { buildWhatsAppShareUrl } from './share';

describe('buildWhatsAppShareUrl', () => {
  it('puts the title and the address in the text, encoded', () => {
    expect(
      buildWhatsAppShareUrl('Nyeri Lutut & Lari?', 'https://geraksehat.id/artikel/nyeri-lutut'),
    ).toBe(
      'https://wa.me/?text=Nyeri%20Lutut%20%26%20Lari%3F%20https%3A%2F%2Fgeraksehat.id%2Fartikel%2Fnyeri-lutut',
    );
  });
});
