import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * A colour of the theme, read from the theme the library's design tokens make
 * (`@klinik/ui/tokens.css`): the primary for the browser's `theme-color` and the web app's, the
 * background for the web app's splash screen. A change of the brand colour changes them too.
 */
export function themeColor(token: 'primary' | 'background'): string {
  const css = readFileSync(createRequire(import.meta.url).resolve('@klinik/ui/tokens.css'), 'utf8');
  const color = new RegExp(`--color-${token}:\\s*(#[0-9a-f]{3,8})\\s*;`, 'i').exec(css)?.[1];
  if (!color) throw new Error(`the design tokens have no --color-${token}`);
  return color;
}
