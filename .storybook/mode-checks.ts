/**
 * The checks of the four modes (modes.ts), run after a component story's play function, its axe
 * check and its screenshot in the default view (preview.tsx), in the same rendered story: each
 * mode is put on, checked and taken off again, so a story renders once for all five views. Only
 * loaded under Vitest.
 *
 * - forced colours (Chromium's own, through Playwright): every control keeps a border and a
 *   focus outline (box shadows, the usual focus rings, vanish in this mode), axe, a screenshot;
 * - reduced motion (Chromium's own): the story's stand-still style is lifted, and no animation or
 *   transition may play; axe;
 * - narrow reflow: 320 px wide with text at 200%: no sideways scrolling, no clipped text, no text
 *   over other text, 44 px touch targets; axe; a screenshot;
 * - long text: every text 40% longer: no sideways scrolling; axe.
 */
import axe from 'axe-core';
import { expect } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { MIN_TARGET, smallTouchTargets } from '../e2e/touch-targets';
import {
  enlargedText,
  lengthenText,
  modes,
  reflowWidth,
  type ModeName,
} from '../packages/ui/src/stories/modes';
import { modeFailures } from '../packages/ui/src/stories/status';
import {
  comparatorOptions,
  matchStoryScreenshot,
  nextFrame,
  settle,
  type ScreenshotParameter,
} from './visual-regression';

/** What a story's `parameters.a11y` may set for axe (the addon's own parameter). */
export type A11yParameter = {
  config?: axe.Spec;
  options?: axe.RunOptions;
  context?: axe.ElementContext;
};

/** Storybook's own elements, which its axe check also leaves out. */
const storybookElements = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

/** Axe over the story as the a11y addon runs it (its rules, the story's own settings). */
export async function axeViolations(a11y: A11yParameter = {}): Promise<string[]> {
  axe.reset();
  axe.configure({
    ...a11y.config,
    // As the addon: a story is not a page, so it need not sit in a landmark.
    rules: [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])],
  });
  const own = a11y.context;
  const ownObject =
    typeof own === 'object' && own !== null && !Array.isArray(own) ? own : undefined;
  const include = ownObject && 'include' in ownObject ? ownObject.include : (own ?? document.body);
  const exclude = [
    ...storybookElements,
    ...(((ownObject && 'exclude' in ownObject ? ownObject.exclude : undefined) as
      string[] | undefined) ?? []),
  ];
  const results = await axe.run({ include, exclude } as axe.ElementContext, a11y.options ?? {});
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/**
 * What makes the page scroll sideways: the innermost shown elements that reach past the window's
 * right edge (none when the page is no wider than the window).
 */
export function sidewaysScroll(): string[] {
  const root = document.documentElement;
  if (root.scrollWidth <= root.clientWidth) return [];
  const beyond = [...document.body.querySelectorAll('*')].filter(
    (element) => isShown(element) && element.getBoundingClientRect().right > root.clientWidth + 1,
  );
  const innermost = beyond.filter(
    (element) => !beyond.some((other) => other !== element && element.contains(other)),
  );
  return [
    `${root.scrollWidth - root.clientWidth} px too wide`,
    ...innermost
      .slice(0, 5)
      .map(
        (element) =>
          `${describe(element)} ends at ${Math.round(element.getBoundingClientRect().right)} px`,
      ),
  ];
}

const isShown = (element: Element) => {
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  return (
    // False inside a closed "until-found" panel (content-visibility: hidden) and the like.
    element.checkVisibility({ visibilityProperty: true }) &&
    box.width > 0 &&
    box.height > 0 &&
    style.visibility !== 'hidden' &&
    element.closest('[aria-hidden=true], .sr-only, [data-screenshot-frame]') === null
  );
};

const describe = (element: Element) => {
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
  return `${element.tagName.toLowerCase()} "${name}"`;
};

/**
 * Gives axe the text colour Chromium paints in forced colours. Axe reads a text's colour from
 * `-webkit-text-fill-color` first, and Chromium answers that with the author's colour while it
 * paints (and answers for `color`) the forced one, so every muted text would be measured in a
 * colour it is not drawn in. Each element's fill is set to its forced `color` until the function
 * returned puts them back.
 */
export function paintedTextFill(root: ParentNode = document.body): () => void {
  const elements = [...root.querySelectorAll<HTMLElement>('*')];
  const colours = elements.map((element) => getComputedStyle(element).color);
  const before = elements.map((element) =>
    element.style.getPropertyValue('-webkit-text-fill-color'),
  );
  elements.forEach((element, index) =>
    element.style.setProperty('-webkit-text-fill-color', colours[index] ?? ''),
  );
  return () =>
    elements.forEach((element, index) =>
      element.style.setProperty('-webkit-text-fill-color', before[index] ?? ''),
    );
}

/** What a user operates: buttons, fields and the like. Links are text in link colour. */
const controlSelector = [
  'button',
  'input:not([type=hidden])',
  'select',
  'textarea',
  '[role=button]:not(a)',
  '[role=tab]',
  '[role=radio]:not(input)',
  '[role=checkbox]:not(input)',
  '[role=switch]',
  '[role=combobox]:not(input)',
].join(', ');

/** A check box or radio the system draws itself keeps its own frame in forced colours. */
const drawnBySystem = (element: Element) =>
  element instanceof HTMLInputElement &&
  ['checkbox', 'radio'].includes(element.type) &&
  getComputedStyle(element).appearance !== 'none';

const hasBorder = (style: CSSStyleDeclaration) =>
  (['Top', 'Right', 'Bottom', 'Left'] as const).every(
    (side) =>
      !['none', 'hidden'].includes(style.getPropertyValue(`border-${side.toLowerCase()}-style`)) &&
      Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1,
  );

const hasOutline = (style: CSSStyleDeclaration) =>
  style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;

/**
 * The controls under `root` that, in forced colours, have no border all round, or no outline
 * when they have the keyboard focus (focused one by one, after a key press, so that the
 * browser shows its focus indicator as it would to a keyboard user). Leaves the focus where it
 * was.
 */
export async function controlsWithoutFrames(root: ParentNode = document.body): Promise<string[]> {
  const controls = [...root.querySelectorAll(controlSelector)].filter(
    (element) => isShown(element) && !drawnBySystem(element),
  );
  const problems: string[] = [];
  for (const control of controls) {
    if (!hasBorder(getComputedStyle(control))) problems.push(`${describe(control)}: no border`);
  }
  const focusable = controls.filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && !element.matches(':disabled') && element.tabIndex >= 0,
  );
  if (focusable.length === 0) return problems;
  const before = document.activeElement;
  // The keyboard was used last: focus shows as it does when a user tabs.
  await userEvent.keyboard('{Shift}');
  for (const control of focusable) {
    control.focus({ preventScroll: true });
    if (document.activeElement !== control) continue;
    if (!hasOutline(getComputedStyle(control)))
      problems.push(`${describe(control)}: no focus outline`);
  }
  if (before instanceof HTMLElement) before.focus({ preventScroll: true });
  else (document.activeElement as HTMLElement | null)?.blur();
  return problems;
}

/**
 * Boxes that cut their own text off: an element that hides its overflow and holds more text
 * than it shows, unless it shortens it on purpose (an ellipsis, a line clamp) or is read-aloud
 * only.
 */
export function clippedText(root: ParentNode): string[] {
  const problems: string[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(element);
    const hidesX = ['hidden', 'clip'].includes(style.overflowX);
    const hidesY = ['hidden', 'clip'].includes(style.overflowY);
    if (!hidesX && !hidesY) continue;
    if (!isShown(element) || !element.textContent?.trim()) continue;
    if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') continue;
    const cutX = hidesX && element.scrollWidth > element.clientWidth + 1;
    const cutY = hidesY && element.scrollHeight > element.clientHeight + 1;
    if (cutX || cutY) problems.push(`${describe(element)} cuts off its text`);
  }
  return problems;
}

/**
 * The part of `rect` its clipping ancestors leave visible (a closed accordion's panel, a
 * scrolling strip), or undefined when they hide it all.
 */
function visiblePart(
  rect: DOMRect,
  element: Element,
  clips: Map<Element, DOMRect | null>,
): DOMRect | undefined {
  let { left, top, right, bottom } = rect;
  for (let ancestor: Element | null = element; ancestor; ancestor = ancestor.parentElement) {
    let clip = clips.get(ancestor);
    if (clip === undefined) {
      const style = getComputedStyle(ancestor);
      const clipping = style.overflowX !== 'visible' || style.overflowY !== 'visible';
      clip = clipping ? ancestor.getBoundingClientRect() : null;
      clips.set(ancestor, clip);
    }
    if (!clip) continue;
    left = Math.max(left, clip.left);
    top = Math.max(top, clip.top);
    right = Math.min(right, clip.right);
    bottom = Math.min(bottom, clip.bottom);
  }
  return right > left && bottom > top
    ? new DOMRect(left, top, right - left, bottom - top)
    : undefined;
}

/**
 * The open popover or modal dialog `node` is in, when that panel has a background of its own:
 * the top layer paints it over the whole page, so the page's text under it is hidden, not
 * overlapped.
 */
function coveringPanel(node: Text): Element | null {
  const panel = node.parentElement?.closest(':popover-open, dialog:modal') ?? null;
  if (!panel) return null;
  const { backgroundColor } = getComputedStyle(panel);
  return backgroundColor === 'transparent' || /^rgba\(.*, 0\)$/.test(backgroundColor)
    ? null
    : panel;
}

/**
 * Text laid over other text: the visible boxes of two texts that share more than a sliver,
 * unless one of them is in a panel of the top layer that covers the other.
 */
export function overlappingText(root: Node): string[] {
  const boxes: { rect: DOMRect; node: Text }[] = [];
  const clips = new Map<Element, DOMRect | null>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || !isShown(parent)) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      const visible = visiblePart(rect, parent, clips);
      if (visible) boxes.push({ rect: visible, node: node as Text });
    }
  }
  boxes.sort((a, b) => a.rect.top - b.rect.top);
  const problems = new Set<string>();
  const sliver = 2;
  const text = (node: Text) => `"${node.data.trim().slice(0, 30)}"`;
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      if (b.rect.top >= a.rect.bottom - sliver) break;
      if (a.node === b.node) continue;
      const wide = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const high = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (wide <= sliver || high <= sliver) continue;
      const [panelA, panelB] = [coveringPanel(a.node), coveringPanel(b.node)];
      if (panelA !== panelB) continue;
      problems.add(`${text(a.node)} overlaps ${text(b.node)}`);
    }
  });
  return [...problems];
}

/** Animations and transitions that still run, named by what they move. */
export function playingMotion(): string[] {
  return document
    .getAnimations()
    .filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && end > 1;
    })
    .map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const what =
        animation instanceof CSSAnimation
          ? animation.animationName
          : animation instanceof CSSTransition
            ? animation.transitionProperty
            : 'script';
      return `${what} on ${target ? describe(target) : 'the page'}`;
    });
}

/** What the modes found wrong, one line each: the mode, the check and what failed. */
let found: string[] = [];

/** Notes each problem of one check (the story fails once every mode has been checked). */
function noteProblems(mode: ModeName, check: string, problems: string[]) {
  for (const problem of problems) found.push(`${modes[mode].title}: ${check}: ${problem}`);
}

type StoryUnderTest = {
  canvasElement: HTMLElement;
  id: string;
  /** The folder of the story's component (`faq-accordion`): its entry in `modeFailures`. */
  component: string;
  a11y?: A11yParameter;
  /** The story's `parameters.screenshot`: false leaves the modes' screenshots out too. */
  screenshot?: ScreenshotParameter;
};

/**
 * The pixels a blinking caret covers in the focused text field, if there is one: forced colours
 * paint the caret in the system's colour, so the style that hides it in the default view cannot,
 * and two captures may differ by the caret (a line of text's height, up to 2 px wide).
 */
function caretPixels(): number {
  const field = document.activeElement;
  const typing =
    field instanceof HTMLTextAreaElement ||
    (field instanceof HTMLInputElement &&
      !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
        field.type,
      ));
  if (!typing) return 0;
  const style = getComputedStyle(field);
  const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
  return Math.ceil(line) * 2;
}

async function screenshotIn(mode: ModeName, { canvasElement, id, screenshot }: StoryUnderTest) {
  if (screenshot === false || !modes[mode].screenshot) return;
  const forgiven = Math.max(
    screenshot?.allowedMismatchedPixels ?? comparatorOptions.allowedMismatchedPixels,
    mode === 'forced-colors' ? caretPixels() : 0,
  );
  try {
    await matchStoryScreenshot(canvasElement, id, { allowedMismatchedPixels: forgiven }, mode);
  } catch (error) {
    noteProblems(mode, 'screenshot', [error instanceof Error ? error.message : String(error)]);
  }
}

const checks: Record<ModeName, (story: StoryUnderTest) => Promise<void>> = {
  'forced-colors': async (story) => {
    const { a11y } = story;
    await commands.emulateMedia({ forcedColors: 'active' });
    try {
      await settle();
      await screenshotIn('forced-colors', story);
      const restoreFill = paintedTextFill();
      try {
        noteProblems('forced-colors', 'axe', await axeViolations(a11y));
      } finally {
        restoreFill();
      }
      noteProblems('forced-colors', 'controls', await controlsWithoutFrames());
    } finally {
      await commands.emulateMedia({ forcedColors: null });
    }
  },
  'reduced-motion': async ({ a11y }) => {
    const stills = [...document.querySelectorAll<HTMLStyleElement>('style[data-still-motion]')];
    await commands.emulateMedia({ reducedMotion: 'reduce' });
    for (const style of stills) style.media = 'not all';
    try {
      await nextFrame();
      await nextFrame();
      noteProblems('reduced-motion', 'animations playing', playingMotion());
      noteProblems('reduced-motion', 'axe', await axeViolations(a11y));
    } finally {
      for (const style of stills) style.media = '';
      await commands.emulateMedia({ reducedMotion: null });
    }
  },
  reflow: async (story) => {
    const { a11y } = story;
    const { innerWidth: width, innerHeight: height } = window;
    const text = document.createElement('style');
    text.textContent = enlargedText;
    document.head.append(text);
    await page.viewport(reflowWidth, height);
    try {
      await settle();
      noteProblems('reflow', 'sideways scrolling', sidewaysScroll());
      noteProblems('reflow', 'clipped text', clippedText(document.body));
      noteProblems('reflow', 'overlapping text', overlappingText(document.body));
      noteProblems(
        'reflow',
        `touch targets under ${MIN_TARGET} px`,
        smallTouchTargets({ root: document.body, min: MIN_TARGET }),
      );
      await screenshotIn('reflow', story);
      noteProblems('reflow', 'axe', await axeViolations(a11y));
    } finally {
      text.remove();
      await page.viewport(width, height);
    }
  },
  'long-text': async ({ a11y }) => {
    const restore = lengthenText(document.body);
    try {
      await settle();
      noteProblems('long-text', 'sideways scrolling', sidewaysScroll());
      noteProblems('long-text', 'axe', await axeViolations(a11y));
    } finally {
      restore();
    }
  },
};

/** The story in every mode, one after the other, each taken off before the next. */
export async function checkModes(story: StoryUnderTest): Promise<void> {
  found = [];
  const known = modeFailures[story.component] ?? {};
  for (const mode of Object.keys(checks) as ModeName[]) {
    const before = found.length;
    await checks[mode](story);
    // A failure its component lists (a known issue on the status page) lets the story pass; the
    // run fails at its end when no story of the component failed that mode any more
    // (mode-failures-setup.ts), so a fixed mode cannot stay listed.
    if (known[mode]) {
      await commands.noteKnownModeFailure(story.component, mode, found.length > before);
      found.splice(before);
    }
  }
  await settle();
  expect(found, 'the story in the modes of .storybook/modes.ts').toEqual([]);
}
