/**
 * Commands the story tests run in Node, beside Playwright (see visual-regression.ts).
 *
 * Vitest renders each test in an iframe inside its own page and scales the iframe down whenever
 * it is larger than that page's viewport (Playwright's default is 1280 × 720). A scaled iframe
 * is also captured scaled: 1200 px wide stories came out 960 px wide and 390 px phones 333 px,
 * with blurred 1 px borders. The host page therefore starts larger than every viewport the
 * stories use and grows before a tall story is captured at its full height.
 */
import type { BrowserCommand } from 'vitest/node';
// Playwright's page on the command context is declared by the provider.
import type {} from '@vitest/browser-playwright';

/** Larger than every viewport of preview.tsx (desktop 1280 × 900, tablet 768 × 1024). */
export const hostPageSize = { width: 1280, height: 1024 } as const;

/** Makes the page that hosts the test iframe at least `width` × `height` (never smaller than hostPageSize). */
const fitHostPage: BrowserCommand<[width: number, height: number]> = async (
  { page },
  width,
  height,
) => {
  await page.setViewportSize({
    width: Math.max(hostPageSize.width, Math.ceil(width)),
    height: Math.max(hostPageSize.height, Math.ceil(height)),
  });
};

/** The media features of the modes (modes.ts) for the page and the story's frame; null resets one. */
type EmulatedMedia = {
  forcedColors?: 'active' | 'none' | null;
  reducedMotion?: 'reduce' | 'no-preference' | null;
};

const emulateMedia: BrowserCommand<[media: EmulatedMedia]> = async ({ page }, media) => {
  await page.emulateMedia(media);
};

/**
 * Whether each story of a component listed in `modeFailures` still failed the listed mode, by
 * `component/mode`, kept in the Vitest process for .storybook/mode-failures-setup.ts to read when
 * the run ends. On globalThis: the setup file is loaded apart from this module.
 */
export const modeOutcomesKey = '__klinikModeOutcomes';

const noteKnownModeFailure: BrowserCommand<[component: string, mode: string, failed: boolean]> = (
  _context,
  component,
  mode,
  failed,
) => {
  const outcomes = ((globalThis as Record<string, unknown>)[modeOutcomesKey] ??= new Map()) as Map<
    string,
    boolean
  >;
  const key = `${component}/${mode}`;
  outcomes.set(key, (outcomes.get(key) ?? false) || failed);
};

export const browserCommands = { fitHostPage, emulateMedia, noteKnownModeFailure };

declare module 'vitest/browser' {
  interface BrowserCommands {
    fitHostPage: (width: number, height: number) => Promise<void>;
    emulateMedia: (media: EmulatedMedia) => Promise<void>;
    noteKnownModeFailure: (component: string, mode: string, failed: boolean) => Promise<void>;
  }
}
