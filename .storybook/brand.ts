/**
 * Storybook's own look (the manager, see manager.ts, and the docs pages) in the clinic's colours,
 * read from the theme the design tokens make (tokens.generated.css) rather than typed again: a
 * changed token rebrands Storybook too.
 */
import type { ThemeVarsPartial } from 'storybook/theming';
import { parseTheme, resolveValue, toPx } from '../packages/ui/src/foundations/design-tokens.ts';

export type BrandTokens = {
  primary: string;
  primaryForeground: string;
  primarySoft: string;
  accent: string;
  background: string;
  foreground: string;
  muted: string;
  mutedForeground: string;
  border: string;
  borderStrong: string;
  fontSans: string;
  /** `--radius-md` in pixels. */
  radius: number;
};

/** The tokens Storybook's theme needs, from the text of a Tailwind `@theme`. */
export function brandTokens(themeCss: string): BrandTokens {
  const tokens = parseTheme(themeCss);
  const value = (name: string) => {
    const found = tokens.get(name);
    if (found === undefined) throw new Error(`the theme has no --${name}`);
    return resolveValue(found, tokens);
  };
  return {
    primary: value('color-primary'),
    primaryForeground: value('color-primary-foreground'),
    primarySoft: value('color-primary-soft'),
    accent: value('color-accent'),
    background: value('color-background'),
    foreground: value('color-foreground'),
    muted: value('color-muted'),
    mutedForeground: value('color-muted-foreground'),
    border: value('color-border'),
    borderStrong: value('color-border-strong'),
    fontSans: value('font-sans'),
    radius: toPx(value('radius-md')) ?? 8,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Storybook's theme variables: the clinic's teal where Storybook shows its own accent, the muted
 * surface for the sidebar. The brand is the logo beside the clinic's name as real text: Storybook
 * renders `brandTitle` as HTML when there is no `brandImage`.
 */
export function brandTheme(tokens: BrandTokens, name: string, logoUrl: string): ThemeVarsPartial {
  return {
    base: 'light',
    brandTitle: `<span style="display:inline-flex;align-items:center;gap:10px;font-weight:700;font-size:15px;line-height:1.25;color:${tokens.foreground}"><img src="${escapeHtml(logoUrl)}" alt="" width="32" height="32" style="flex:none">${escapeHtml(name)}</span>`,
    brandUrl: './',
    brandTarget: '_self',
    colorPrimary: tokens.accent,
    colorSecondary: tokens.primary,
    appBg: tokens.muted,
    appContentBg: tokens.background,
    appHoverBg: tokens.primarySoft,
    appPreviewBg: tokens.background,
    appBorderColor: tokens.border,
    appBorderRadius: tokens.radius,
    fontBase: tokens.fontSans,
    textColor: tokens.foreground,
    textInverseColor: tokens.primaryForeground,
    textMutedColor: tokens.mutedForeground,
    barTextColor: tokens.mutedForeground,
    barHoverColor: tokens.primary,
    barSelectedColor: tokens.primary,
    barBg: tokens.background,
    buttonBg: tokens.background,
    buttonBorder: tokens.borderStrong,
    booleanBg: tokens.muted,
    booleanSelectedBg: tokens.background,
    inputBg: tokens.background,
    inputBorder: tokens.borderStrong,
    inputTextColor: tokens.foreground,
    inputBorderRadius: tokens.radius,
  };
}
