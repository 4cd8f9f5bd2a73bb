/**
 * What the library's source files use: lucide icons and Tailwind classes. Read at build time by
 * Storybook (.storybook/library-usage-plugin.ts) for the foundations pages, so the icon gallery
 * and the "used" columns follow the code instead of a hand-kept list.
 */

/**
 * The components a file imports from lucide-react (`Clock`, not the local alias of `Clock as
 * Time`); types (`type LucideIcon`, or all of an `import type { … }`) are not icons.
 */
export function lucideImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(
    /import\s*(type\s+)?\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g,
  )) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      const name = spec.split(/\s+as\s+/)[0]?.trim();
      if (name && /^[A-Z]\w*$/.test(name) && !name.endsWith('Props')) names.push(name);
    }
  }
  return names;
}

/** The words of every string literal ('…', "…", `…` without its ${} parts): class candidates. */
export function classLists(source: string): string[][] {
  const lists: string[][] = [];
  for (const match of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
    const text = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\$\{[^}]*\}/g, ' ');
    const words = text.split(/\s+/).filter(Boolean);
    if (words.length > 0) lists.push(words);
  }
  return lists;
}

/** `md:hover:-mt-2` → variants `md`, `hover`, utility `mt-2` (the sign and `!` dropped). */
export function splitClass(word: string): { variants: string[]; utility: string } {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of word) {
    if (char === '[' || char === '(') depth += 1;
    if (char === ']' || char === ')') depth -= 1;
    if (char === ':' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  return { variants: parts, utility: current.replace(/^!?-?/, '').replace(/!$/, '') };
}

export type ClassUsage = {
  /** Times each utility appears, variants removed (`md:p-6` counts as `p-6`). */
  utilities: Record<string, number>;
  /** Times each variant appears (`md`, `lg`, `hover`). */
  variants: Record<string, number>;
  /** For each `text-<step>`, the `font-<weight>` classes in the same class list. */
  weightsByTextStep: Record<string, Record<string, number>>;
};

const fontWeight = /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;

/**
 * Counts utilities and variants across source files. A word counts only in a string literal that
 * holds at least one plausible class, which keeps prose and imports out well enough for counts.
 */
export function classUsage(sources: string[], textSteps: readonly string[]): ClassUsage {
  const utilities: Record<string, number> = {};
  const variants: Record<string, number> = {};
  const weightsByTextStep: Record<string, Record<string, number>> = {};
  const isTextStep = new Set(textSteps.map((step) => `text-${step}`));
  for (const source of sources) {
    for (const words of classLists(source)) {
      const split = words.map(splitClass);
      if (!split.some(({ utility }) => /^[a-z][\w-]*-[\w.[\]/-]+$/.test(utility))) continue;
      const weights = split.map(({ utility }) => utility).filter((u) => fontWeight.test(u));
      for (const { variants: used, utility } of split) {
        utilities[utility] = (utilities[utility] ?? 0) + 1;
        for (const variant of used) variants[variant] = (variants[variant] ?? 0) + 1;
        if (isTextStep.has(utility)) {
          const step = utility.slice('text-'.length);
          const counts = (weightsByTextStep[step] ??= {});
          for (const weight of weights.length > 0 ? weights : ['(inherited)']) {
            counts[weight] = (counts[weight] ?? 0) + 1;
          }
        }
      }
    }
  }
  return { utilities, variants, weightsByTextStep };
}

/** Utilities that take a spacing step (`p-4`, `gap-x-2.5`, `mt-px` is not one): their numbers. */
export function spacingSteps(utilities: Record<string, number>): Map<number, number> {
  const steps = new Map<number, number>();
  const spacing =
    /^(?:p|px|py|pt|pr|pb|pl|ps|pe|m|mx|my|mt|mr|mb|ml|ms|me|gap|gap-x|gap-y|space-x|space-y|inset|inset-x|inset-y|top|right|bottom|left|scroll-mt|scroll-pt)-(\d+(?:\.5)?)$/;
  for (const [utility, count] of Object.entries(utilities)) {
    const step = spacing.exec(utility)?.[1];
    if (step !== undefined) steps.set(Number(step), (steps.get(Number(step)) ?? 0) + count);
  }
  return new Map([...steps].sort(([a], [b]) => a - b));
}
