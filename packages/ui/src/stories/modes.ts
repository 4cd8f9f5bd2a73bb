/**
 * The four modes every component story is checked in beside its default view, as GOV.UK asks of
 * its components: the user's own colours, no motion, a narrow screen with enlarged text, and
 * longer text than the content has today. `pnpm test:stories` puts each story in each mode for
 * real (mode-checks.ts); the toolbar's "Mode" menu shows a designer the same modes (preview.tsx).
 * Page templates (`Templates/`) keep their two widths only.
 */

export const modeNames = ['forced-colors', 'reduced-motion', 'reflow', 'long-text'] as const;
export type ModeName = (typeof modeNames)[number];

export type ModeDefinition = {
  /** The toolbar's words. */
  title: string;
  /** What the story must do in the mode, as the usage pages and the criteria say it. */
  promise: string;
  /** Whether the story's look in the mode is compared with a baseline of its own. */
  screenshot: boolean;
};

export const modes: Record<ModeName, ModeDefinition> = {
  'forced-colors': {
    title: 'Forced colours',
    promise:
      'With the system colours forced (`forced-colors: active`, as Windows high contrast), every control keeps a visible border and focus indicator, and axe finds no serious or critical violation.',
    screenshot: true,
  },
  'reduced-motion': {
    title: 'Reduced motion',
    promise:
      'With `prefers-reduced-motion: reduce`, no animation or transition plays, and axe finds no serious or critical violation.',
    screenshot: false,
  },
  reflow: {
    title: 'Narrow reflow (320 px, text 200%)',
    promise:
      'At 320 CSS px with text at 200%, nothing scrolls sideways, no text is clipped or overlaps other text, touch targets stay 44 px, and axe finds no serious or critical violation.',
    screenshot: true,
  },
  'long-text': {
    title: 'Long text (+40%)',
    promise:
      'With every text 40% longer than the content it shows, nothing scrolls sideways and axe finds no serious or critical violation.',
    screenshot: false,
  },
};

/** The width of the narrow reflow mode: WCAG 1.4.10's 320 CSS px (1280 px at 400% zoom). */
export const reflowWidth = 320;

/** The text size of the narrow reflow mode: the browser's text setting at 200%. */
export const enlargedText = 'html { font-size: 200% !important; }';

/** How much longer the long text mode makes every text. */
export const longTextFactor = 1.4;

/**
 * `text` 40% longer, continued with its own words (cut at the exact length): "Fisioterapi
 * Olahraga" becomes "Fisioterapi Olahraga Fisiote". Blank text stays as it is.
 */
export function lengthened(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return text;
  const target = Math.ceil(text.length * longTextFactor);
  let longer = text.trimEnd();
  for (let i = 0; longer.length < target; i += 1) longer += ` ${words[i % words.length]}`;
  return longer.slice(0, target) + text.slice(text.trimEnd().length);
}

/** Elements whose text is no reader's text. */
const notText = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA']);

/**
 * Makes every text under `root` 40% longer, and keeps new text (a state the story moves to) long
 * too; the function returned puts every text back as it was and stops.
 */
export function lengthenText(root: Node): () => void {
  const originals = new Map<Text, string>();
  const lengthen = (node: Text) => {
    const parent = node.parentElement;
    if (!parent || notText.has(parent.tagName) || node.data.trim() === '') return;
    // A control named by aria-label shows the words of its name ("2" of "Halaman 2"): longer
    // content lengthens both, so its words stay as they are.
    if (parent.closest('[aria-label]')) return;
    const original = originals.get(node);
    // Our own change, seen again by the observer.
    if (original !== undefined && node.data === lengthened(original)) return;
    originals.set(node, node.data);
    node.data = lengthened(node.data);
  };
  const walk = (start: Node) => {
    if (start instanceof Text) return lengthen(start);
    const walker = document.createTreeWalker(start, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) lengthen(node as Text);
  };
  walk(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') walk(record.target);
      else record.addedNodes.forEach(walk);
    }
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  return () => {
    observer.disconnect();
    for (const [node, text] of originals) if (node.data === lengthened(text)) node.data = text;
  };
}
