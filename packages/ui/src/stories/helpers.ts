/**
 * What stories share: the four states of fetched data, the two widths every page (Templates/*) is
 * shown at, and the checks a whole page must pass at its width.
 */
import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Remote } from '../lib/remote';

/** A play function that needs only the page and the pointer. */
type Play = (
  context: Pick<StoryContext, 'canvas' | 'canvasElement' | 'userEvent'>,
) => Promise<void>;

/** 390 px, a common phone. */
export const mobile = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** 1024 × 768, the front desk's tablet on its side or the reception PC (issue 36). */
export const tabletLandscape = {
  globals: { viewport: { value: 'tabletLandscape', isRotated: false } },
};

/** 1280 px, a laptop. */
export const desktop = { globals: { viewport: { value: 'desktop', isRotated: false } } };

export const ready = <T>(data: T): Remote<T> => ({ status: 'ready', data });
export const loading: Remote<never> = { status: 'loading' };
export const empty: Remote<never> = { status: 'empty' };
export const loadError = (retry: () => void): Remote<never> => ({ status: 'error', retry });

/** Nothing on the page is wider than the window: no sideways scrolling on a phone. */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement): Promise<void> {
  const page = canvasElement.ownerDocument.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}

/** Two elements share a row (side by side), as they do on a wide screen. */
export async function expectSideBySide(first: Element, second: Element): Promise<void> {
  const a = first.getBoundingClientRect();
  const b = second.getBoundingClientRect();
  await expect(Math.abs(a.top - b.top)).toBeLessThan(2);
  await expect(b.left).toBeGreaterThan(a.right - 1);
}

/** Two elements are stacked, the second under the first, as they are on a phone. */
export async function expectStacked(first: Element, second: Element): Promise<void> {
  await expect(second.getBoundingClientRect().top).toBeGreaterThanOrEqual(
    first.getBoundingClientRect().bottom - 1,
  );
}

/** Each text is on the page; in the document is enough, as a loading text may be read-aloud only. */
export const hasTexts =
  (...texts: string[]): Play =>
  async ({ canvas }) => {
    for (const text of texts) await expect(canvas.getByText(text)).toBeInTheDocument();
  };

/** Each text is on the page and visible, as the message of an empty state is. */
export const showsTexts =
  (...texts: string[]): Play =>
  async ({ canvas }) => {
    for (const text of texts) await expect(canvas.getByText(text)).toBeVisible();
  };

/** Each failure message is visible and the first retry button calls `retry`. */
export const retriesAfter =
  (retry: () => void, texts: string[], button = 'Coba Lagi'): Play =>
  async (context) => {
    await showsTexts(...texts)(context);
    await context.userEvent.click(
      context.canvas.getAllByRole('button', { name: button })[0] as HTMLElement,
    );
    await expect(retry).toHaveBeenCalled();
  };

/** The page shows `count` of a component (by its data-slot), e.g. the skeleton cards while loading. */
export const hasSlots =
  (slot: string, count: number): Play =>
  async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll(`[data-slot="${slot}"]`)).toHaveLength(count);
  };

/**
 * Tab, from wherever the focus is, through `controls`: each takes the focus in turn, in the order
 * a keyboard user meets them.
 */
export async function tabsThrough(
  userEvent: StoryContext['userEvent'],
  controls: readonly HTMLElement[],
): Promise<void> {
  for (const control of controls) {
    await userEvent.tab();
    await expect(control).toHaveFocus();
  }
}
