/**
 * The web app manifest and its icons, which make the site installable (a phone's "Add to Home
 * screen", the browser's install button). The icons are drawn at build time from the logo
 * (public/logo.svg) with resvg, so no PNG is committed and they follow the logo; the name comes
 * from @klinik/clinic and the colours from the design tokens, like the page's `theme-color`.
 * The prerenderer writes them into the build, beside the sitemap; `pnpm dev` serves them from
 * memory.
 */
import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { clinic } from '@klinik/clinic';
import { APPLE_TOUCH_ICON_PATH, MANIFEST_PATH } from '../src/app/web-app';
import { themeColor } from './theme-color';

export interface WebAppIcon {
  /** Where the site serves it, e.g. '/icons/icon-192.png'. */
  path: string;
  size: number;
  /**
   * `any`: the logo as it is, its rounded corners transparent. `maskable`: the logo on a square
   * of its own background with room around it, for launchers that cut their own shape.
   */
  purpose: 'any' | 'maskable';
}

/** 192 and 512 px are what browsers ask for; 96 px for the shortcuts; 180 px for iOS. */
export const webAppIcons: readonly WebAppIcon[] = [
  { path: '/icons/icon-96.png', size: 96, purpose: 'any' },
  { path: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { path: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { path: '/icons/maskable-192.png', size: 192, purpose: 'maskable' },
  { path: '/icons/maskable-512.png', size: 512, purpose: 'maskable' },
];

/** The home-screen icon of iOS, which ignores the manifest's icons and rounds the corners itself. */
export const APPLE_TOUCH_ICON: WebAppIcon = {
  path: APPLE_TOUCH_ICON_PATH,
  size: 180,
  purpose: 'maskable',
};

export interface WebAppFacts {
  name: string;
  shortName: string;
  description: string;
  /** The theme's primary colour (the browser's bar, the task switcher). */
  themeColor: string;
  /** The theme's page background (the splash screen while the app starts). */
  backgroundColor: string;
}

/** The manifest (https://www.w3.org/TR/appmanifest/) as JSON-ready data. */
export function webAppManifest(facts: WebAppFacts): Record<string, unknown> {
  const icon = (size: number) => webAppIcons.find((i) => i.size === size && i.purpose === 'any');
  const shortcutIcon = icon(96);
  return {
    id: '/',
    name: facts.name,
    short_name: facts.shortName,
    description: facts.description,
    lang: 'id',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: facts.themeColor,
    background_color: facts.backgroundColor,
    categories: ['health', 'medical'],
    icons: webAppIcons
      .filter((i) => i.size !== 96)
      .map((i) => ({
        src: i.path,
        sizes: `${i.size}x${i.size}`,
        type: 'image/png',
        purpose: i.purpose,
      })),
    // Inside the site only (a shortcut outside its scope is dropped): the home page's consultation
    // form, which opens the chat, and the branches.
    shortcuts: [
      {
        name: 'Konsultasi Gratis',
        short_name: 'Konsultasi',
        description: 'Kirim keluhan Anda dan lanjutkan konsultasi lewat WhatsApp.',
        url: '/#konsultasi',
      },
      {
        name: 'Lokasi Klinik',
        short_name: 'Lokasi',
        description: 'Alamat, jam buka, dan petunjuk arah ke cabang kami di Bandung.',
        url: '/lokasi-klinik',
      },
    ].map((shortcut) => ({
      ...shortcut,
      ...(shortcutIcon
        ? { icons: [{ src: shortcutIcon.path, sizes: '96x96', type: 'image/png' }] }
        : {}),
    })),
  };
}

/** The logo's outer <svg> element: its attributes and what it holds. */
function svgParts(svg: string): { viewBox: string; inner: string } {
  const match = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
  const viewBox = match ? /\bviewBox="([^"]+)"/.exec(match[1] ?? '')?.[1] : undefined;
  if (!match || !viewBox) throw new Error('The logo must be one <svg> element with a viewBox');
  return { viewBox, inner: match[2] ?? '' };
}

/**
 * The maskable icon: the logo at 80 % of the square, on a full-bleed square of the logo's own
 * background (its first shape's fill), so what a launcher's circle, squircle or teardrop keeps
 * (the central 80 %, the manifest's "safe zone") holds the whole mark.
 */
export function maskableSvg(logoSvg: string): string {
  const { viewBox, inner } = svgParts(logoSvg);
  const [x = 0, y = 0, width = 0, height = 0] = viewBox.split(/[\s,]+/).map(Number);
  const background = /^\s*<(?:rect|circle|path)\b[^>]*\bfill="(#[0-9a-fA-F]{3,8})"/.exec(
    inner,
  )?.[1];
  if (!background) throw new Error('The logo must start with a filled background shape');
  const inset = 0.1;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">` +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${background}"/>` +
    `<g transform="translate(${x + width * inset} ${y + height * inset}) scale(${1 - 2 * inset})">` +
    `${inner}</g></svg>`
  );
}

/** An icon as PNG bytes, drawn from the logo. */
export function renderIcon(logoSvg: string, icon: WebAppIcon): Buffer {
  const svg = icon.purpose === 'maskable' ? maskableSvg(logoSvg) : logoSvg;
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: icon.size } }).render().asPng();
  return Buffer.from(png);
}

/** Every file the web app needs, by its path on the site. */
export function webAppFiles(logoSvg: string, facts: WebAppFacts): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  files.set(MANIFEST_PATH, Buffer.from(`${JSON.stringify(webAppManifest(facts), null, 2)}\n`));
  for (const icon of [...webAppIcons, APPLE_TOUCH_ICON]) {
    files.set(icon.path, renderIcon(logoSvg, icon));
  }
  return files;
}

/** The site's own facts: the clinic's names, the theme's colours. */
export function siteWebAppFacts(): WebAppFacts {
  return {
    name: clinic.name,
    shortName: clinic.shortName,
    description: clinic.description,
    themeColor: themeColor('primary'),
    backgroundColor: themeColor('background'),
  };
}

/** The manifest and the icons of the site, from its logo (public/logo.svg). */
export function siteWebAppFiles(): Map<string, Buffer> {
  const logo = readFileSync(new URL('../public/logo.svg', import.meta.url), 'utf8');
  return webAppFiles(logo, siteWebAppFacts());
}

/** The Content-Type of a web app file by its path. */
export function webAppContentType(path: string): string {
  return path.endsWith('.webmanifest') ? 'application/manifest+json' : 'image/png';
}
