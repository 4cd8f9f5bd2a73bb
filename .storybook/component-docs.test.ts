/**
 * Every component of packages/ui has a usage page: `<name>/<name>.mdx`, attached to its stories,
 * that says what the component is and when (not) to use it, how it works from the keyboard when
 * it holds anything focusable, and, for forms and feedback, what to do and not to do. Storybook
 * would build without these pages; this test is what makes them required.
 *
 * Every page template (`templates/<name>/`) is a whole page: its docs are the autodocs page of its
 * `Templates/*` stories, so it needs stories at both widths (390 and 1280 px) and a description, the
 * JSDoc on the template's function that autodocs shows.
 *
 * The checks are `usagePage` in component-status.ts: every status requires them.
 */
import { describe, expect, it } from 'vitest';
import { isInteractive, jsDocOf, readLibrary } from './component-files.ts';
import { subjectOf, usagePage } from './component-status.ts';

const library = readLibrary();
const names = (kind: 'component' | 'template') =>
  [...library.values()].filter((files) => files.kind === kind).map((files) => files.name);

/** The usage-page criteria (component-status.ts, which every status requires) that concern it. */
const criteriaFor = (name: string) => {
  const subject = subjectOf(library, name);
  return usagePage
    .filter((criterion) => criterion.appliesTo?.(subject) ?? true)
    .map((criterion) => ({ ...criterion, subject }));
};

describe.each(names('component'))('%s', (name) => {
  it.each(criteriaFor(name))('$text', ({ check, subject }) => {
    expect(check(subject)).toBe(true);
  });
});

describe.each(names('template'))('template %s', (name) => {
  it.each(criteriaFor(name))('$text', ({ check, subject }) => {
    expect(check(subject)).toBe(true);
  });
});

it('finds the components', () => {
  expect(names('component').length).toBeGreaterThan(60);
  expect(isInteractive(library, 'skeleton')).toBe(false);
  expect(isInteractive(library, 'button')).toBe(true);
  // Interactive through a component it renders: ListState's retry button.
  expect(isInteractive(library, 'list-state')).toBe(true);
  expect(names('template').length).toBeGreaterThan(10);
  // The JSDoc right above the function, not one above something declared between them.
  expect(jsDocOf('/** The page. */\nfunction APage() {}', 'APage')).toBe('The page.');
  expect(jsDocOf('/** A page. */\nconst hero = {};\nfunction APage() {}', 'APage')).toBeUndefined();
  expect(
    jsDocOf('/** A page. */\n/** Its hero. */\nconst hero = {};\nfunction APage() {}', 'APage'),
  ).toBeUndefined();
});
