import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { clinic } from '@klinik/clinic';
import { MANIFEST_PATH } from '../src/app/web-app';
import { themeColor } from './theme-color';
import {
  APPLE_TOUCH_ICON,
  maskableSvg,
  renderIcon,
  siteWebAppFiles,
  webAppIcons,
  webAppManifest,
} from './web-app';

const logo = readFileSync(new URL('../public/logo.svg', import.meta.url), 'utf8');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The alpha of the top-left pixel of an SVG drawn 64 px wide. */
function cornerAlpha(svg: string): number | undefined {
  return new Resvg(svg, { fitTo: { mode: 'width', value: 64 } }).render().pixels[3];
}

describe('webAppManifest', () => {
  const manifest = webAppManifest({
    name: clinic.name,
    shortName: clinic.shortName,
    description: clinic.description,
    themeColor: '#0b6e69',
    backgroundColor: '#ffffff',
  });

  it('names the app and takes its colours from the theme', () => {
    expect(manifest).toMatchObject({
      name: 'Klinik Fisioterapi Gerak Sehat',
      short_name: 'Gerak Sehat',
      lang: 'id',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b6e69',
      background_color: '#ffffff',
    });
  });

  it('lists icons of 192 and 512 px, a maskable one among them, all PNG', () => {
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '192x192 maskable',
      '512x512 maskable',
    ]);
    expect(icons.every((icon) => icon.src.endsWith('.png'))).toBe(true);
  });

  it('offers shortcuts to Konsultasi and Lokasi Klinik inside the site', () => {
    const shortcuts = manifest.shortcuts as { short_name: string; url: string }[];
    expect(shortcuts.map(({ short_name, url }) => [short_name, url])).toEqual([
      ['Konsultasi', '/#konsultasi'],
      ['Lokasi', '/lokasi-klinik'],
    ]);
  });
});

describe('maskableSvg', () => {
  const svg = maskableSvg(logo);

  it('puts the logo at 80 % on a full-bleed square of its own background', () => {
    expect(svg).toContain('<rect x="0" y="0" width="64" height="64" fill="#0f5f5c"/>');
    expect(svg).toContain('<g transform="translate(6.4 6.4) scale(0.8)">');
    expect(svg).toContain('M32 50s-17-9.6');
  });

  it('refuses a logo without a background shape or a viewBox', () => {
    expect(() => maskableSvg('<svg viewBox="0 0 8 8"><path d="M0 0h8"/></svg>')).toThrow(
      /background/,
    );
    expect(() => maskableSvg('<svg><rect fill="#000"/></svg>')).toThrow(/viewBox/);
  });

  it('fills the corners a launcher may keep, which the logo leaves transparent', () => {
    expect(cornerAlpha(svg)).toBe(255);
    expect(cornerAlpha(logo)).toBe(0);
  });
});

describe('renderIcon', () => {
  it('draws each icon at its size', () => {
    for (const icon of [...webAppIcons, APPLE_TOUCH_ICON]) {
      const { width, height } = pngSize(renderIcon(logo, icon));
      expect([width, height]).toEqual([icon.size, icon.size]);
    }
  });
});

describe('siteWebAppFiles', () => {
  const files = siteWebAppFiles();

  it('gives the manifest with the theme colours and every icon it names', () => {
    const manifest = JSON.parse(files.get(MANIFEST_PATH)?.toString('utf8') ?? '{}') as {
      theme_color: string;
      background_color: string;
      icons: { src: string }[];
      shortcuts: { icons: { src: string }[] }[];
    };
    expect(manifest.theme_color).toBe(themeColor('primary'));
    expect(manifest.background_color).toBe(themeColor('background'));
    const named = [
      ...manifest.icons.map((icon) => icon.src),
      ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons.map((icon) => icon.src)),
    ];
    for (const src of named) expect(files.has(src), src).toBe(true);
    expect(files.has(APPLE_TOUCH_ICON.path)).toBe(true);
  });
});
