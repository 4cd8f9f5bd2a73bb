/**
 * Every control a finger must hit, and the smallest box it may have (44 px, WCAG 2.5.5's target
 * size). Links inside running text are exempt, as WCAG exempts inline targets.
 */
export const MIN_TARGET = 44;

/**
 * The controls under `root` smaller than `min` × `min` px, one line each ("button "Menu" 40x40").
 * Self-contained, so that Playwright can run it in a page (`page.evaluate`) and a story's checks
 * in their own document (.storybook/mode-checks.ts).
 */
export function smallTouchTargets({ root, min }: { root?: ParentNode; min: number }): string[] {
  // A link inside a sentence: its paragraph (or list item...) holds more text than the link.
  const inRunningText = (element: Element) => {
    if (element.tagName !== 'A') return false;
    const block = element.closest('p, li, dd, td, blockquote, figcaption');
    const own = element.textContent?.trim().length ?? 0;
    return block !== null && (block.textContent?.trim().length ?? 0) > own;
  };
  const controls = (root ?? document).querySelectorAll(
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]',
  );
  return [...controls].flatMap((element) => {
    // A "stretched" control: its absolutely placed ::after covers the card around it,
    // and the whole card is what a finger hits.
    const after = getComputedStyle(element, '::after');
    const stretched =
      after.position === 'absolute' && after.content !== 'none' && element instanceof HTMLElement;
    // A check box or radio with its label: tapping the label ticks it, so the label is what a
    // finger hits (WCAG 2.5.8 counts the whole area that activates the control).
    const wrappingLabel =
      element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)
        ? (element.labels?.[0] ?? null)
        : null;
    const box = (
      wrappingLabel ?? (stretched && element.offsetParent ? element.offsetParent : element)
    ).getBoundingClientRect();
    const style = getComputedStyle(element);
    const hidden =
      box.width === 0 ||
      box.height === 0 ||
      style.visibility === 'hidden' ||
      element.closest('[aria-hidden=true], .sr-only') !== null;
    if (hidden || inRunningText(element)) return [];
    if (Math.round(box.width) >= min && Math.round(box.height) >= min) return [];
    const name =
      element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return [
      `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
    ];
  });
}
