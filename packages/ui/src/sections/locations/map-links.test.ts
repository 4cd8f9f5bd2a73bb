import { describe, expect, it } from 'vitest';
import { buildDirectionsUrl, buildMapEmbedUrl, buildMapLinkUrl } from './map-links';

describe('buildMapEmbedUrl', () => {
  it('builds the embed url from latitude and longitude', () => {
    expect(buildMapEmbedUrl(-6.9218, 107.6463)).toBe(
      'https://www.google.com/maps?q=-6.9218,107.6463&z=16&output=embed',
    );
  });

  it('takes another zoom', () => {
    expect(buildMapEmbedUrl(0, 0, 12)).toBe('https://www.google.com/maps?q=0,0&z=12&output=embed');
  });
});

describe('buildMapLinkUrl', () => {
  it('opens the coordinates in Google Maps (Maps URLs, no key needed)', () => {
    expect(buildMapLinkUrl(-6.9141, 107.6145)).toBe(
      'https://www.google.com/maps/search/?api=1&query=-6.9141,107.6145',
    );
  });
});

describe('buildDirectionsUrl', () => {
  it('asks Google Maps for directions to the coordinates', () => {
    expect(buildDirectionsUrl(-6.9141, 107.6145)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-6.9141,107.6145',
    );
  });
});
