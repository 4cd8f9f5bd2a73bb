/**
 * Visual regression: each story's root element is compared with its committed baseline,
 * `__screenshots__/<story file>/<story>-chromium-linux.png` beside the story file. Only loaded
 * under Vitest (see preview.tsx). Update baselines deliberately with
 * `pnpm exec vitest run --project=storybook --update`; a failing comparison writes the actual
 * and diff images under `.vitest-attachments/`.
 */
import { expect } from 'vitest';
import { page } from 'vitest/browser';

/** A changed region beyond this share of the element's pixels fails the story. */
const allowedMismatchedPixelRatio = 0.001;

/** A blinking caret in a focused field would make two screenshots of the same state differ. */
const hideCaret = '*, *::before, *::after { caret-color: transparent !important; }';

export async function matchStoryScreenshot(canvasElement: HTMLElement, storyId: string) {
  const style = document.createElement('style');
  style.textContent = hideCaret;
  document.head.append(style);
  try {
    await document.fonts.ready;
    const name = storyId.split('--').at(-1) ?? storyId;
    await expect
      .element(page.elementLocator(canvasElement))
      .toMatchScreenshot(name, { comparatorOptions: { allowedMismatchedPixelRatio } });
  } finally {
    style.remove();
  }
}
