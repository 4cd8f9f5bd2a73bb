/**
 * Visual regression: after its play function, each story is compared with its committed
 * baseline, `__screenshots__/<story file>/<story>-chromium-linux.png` beside the story file.
 * Only loaded under Vitest (see preview.tsx). Update baselines deliberately with
 * `pnpm exec vitest run --project=storybook --update`; a failing comparison writes the actual
 * and diff images under `.vitest-attachments/`.
 *
 * The capture covers the story's whole height, not the viewport: a story taller than its
 * viewport (844 px on a phone) is captured after the viewport has grown to the story's height,
 * so a change at the very bottom counts as much as one at the top. The captured region also
 * takes in what the story floats above the page (a dialog, the phone menu, a banner), which
 * lies outside the story's root element. visual-regression.browser.test.tsx proves it.
 */
import { expect } from 'vitest';
import { commands, page } from 'vitest/browser';

/**
 * No pixel may differ. pixelmatch still forgives what is not a change: a colour within its
 * per-pixel threshold (0.1) and anti-aliased edge pixels. A share of the image (the former
 * 0.1 %) would let one changed pixel through on any capture larger than 1,000 pixels.
 */
export const comparatorOptions = { allowedMismatchedPixels: 0 } as const;

/**
 * A story's `parameters.screenshot`: false for a story that only checks behaviour (it says where
 * its look is captured), or the pixels its comparison forgives, with the measurement that makes
 * them necessary beside it. Absent: `comparatorOptions`.
 */
export type ScreenshotParameter = false | { allowedMismatchedPixels: number };

/**
 * How long the capture may take to come out the same twice in a row. Vitest's 5 s is too short for
 * a 1200 × 1762 capture on a loaded 2-core machine. Not longer:
 * Vitest leaves this timer running after a capture succeeds, and one of up to 10 s (its close
 * timeout) at the end of a run would hold the process open.
 */
const stableWithin = 9_000;

/** A blinking caret in a focused field would make two screenshots of the same state differ. */
const hideCaret = '*, *::before, *::after { caret-color: transparent !important; }';

/** How long a late image or frame may hold the capture before it goes ahead without it. */
const loadTimeout = 3_000;

export const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function loaded(element: HTMLImageElement | HTMLIFrameElement) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, loadTimeout);
    element.addEventListener('load', done, { once: true });
    element.addEventListener('error', done, { once: true });
  });
}

/**
 * Waits for layout, fonts, and the images and frames that a larger viewport has just brought
 * into view (lazy ones start loading only then).
 */
export async function settle() {
  await nextFrame();
  await nextFrame();
  await document.fonts.ready;
  const pending = [
    ...[...document.images].filter((image) => !image.complete),
    ...[...document.querySelectorAll('iframe')].filter(
      (frame) => frame.contentDocument?.readyState !== 'complete',
    ),
  ];
  await Promise.all(pending.map(loaded));
  await nextFrame();
}

/**
 * The bottom of what the story paints, in page pixels: its root, plus the boxes of anything
 * fixed to the viewport and of anything portalled to the body (dialogs), which the root's own
 * box leaves out.
 */
function paintedBottom(canvasElement: HTMLElement): number {
  const boxes = [canvasElement.getBoundingClientRect()];
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const outside =
      element.parentElement === document.body
        ? element !== canvasElement && !['SCRIPT', 'STYLE'].includes(element.tagName)
        : getComputedStyle(element).position === 'fixed';
    if (outside) boxes.push(element.getBoundingClientRect());
  }
  const bottoms = boxes.filter((box) => box.width > 0 && box.height > 0).map((box) => box.bottom);
  return Math.ceil(Math.max(...bottoms) + window.scrollY);
}

/**
 * A transparent box over the region to capture, from the top of the page to `height`, across
 * the viewport. Playwright captures an element's box with whatever is painted there, so this
 * captures the story and its overlays together.
 */
function captureFrame(height: number) {
  const frame = document.createElement('div');
  frame.dataset.screenshotFrame = '';
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = `position:absolute;top:0;left:0;width:${document.documentElement.clientWidth}px;height:${height}px;pointer-events:none;`;
  document.body.append(frame);
  return frame;
}

/**
 * Runs `capture` on a frame over the story's full height. A story taller than the viewport gets
 * a viewport as tall as itself first (the page hosting the test iframe grows with it, so nothing
 * is scaled), and both sizes are restored afterwards.
 */
export async function withFullHeight<T>(
  canvasElement: HTMLElement,
  capture: (frame: HTMLElement) => Promise<T>,
): Promise<T> {
  const width = window.innerWidth;
  const viewportHeight = window.innerHeight;
  const style = document.createElement('style');
  style.textContent = hideCaret;
  document.head.append(style);
  let frame: HTMLElement | undefined;
  try {
    await settle();
    let height = paintedBottom(canvasElement);
    // Growing the viewport can move what is fixed to its bottom or sized in vh: measure again
    // until the height holds (once for almost every story).
    for (let round = 0; height > window.innerHeight && round < 3; round += 1) {
      await commands.fitHostPage(width, height);
      await page.viewport(width, height);
      await settle();
      height = Math.max(height, paintedBottom(canvasElement));
    }
    frame = captureFrame(height);
    return await capture(frame);
  } finally {
    frame?.remove();
    style.remove();
    if (window.innerHeight !== viewportHeight) {
      await page.viewport(width, viewportHeight);
      await commands.fitHostPage(width, viewportHeight);
    }
  }
}

/**
 * The story's screenshot compared with its baseline, named after the story's export (and the
 * mode it is in, modes.ts, as `<story>-reflow`); `options` are the story's own, where it has
 * measured a reason for them.
 */
export async function matchStoryScreenshot(
  canvasElement: HTMLElement,
  storyId: string,
  options: Exclude<ScreenshotParameter, false> = comparatorOptions,
  mode?: string,
) {
  const story = storyId.split('--').at(-1) ?? storyId;
  const name = mode ? `${story}-${mode}` : story;
  await withFullHeight(canvasElement, (frame) =>
    expect
      .element(page.elementLocator(frame))
      .toMatchScreenshot(name, { comparatorOptions: options, timeout: stableWithin }),
  );
}
