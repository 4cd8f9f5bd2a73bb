/**
 * Every component of packages/ui has a usage page: `<name>/<name>.mdx`, attached to its stories,
 * that says what the component is and when (not) to use it, how it works from the keyboard when
 * it holds anything focusable, and, for forms and feedback, what to do and not to do; it shows
 * the accessibility acceptance criteria of its status file. Storybook would build without these
 * pages; this test is what makes them required.
 *
 * Every page template (`templates/<name>/`) is a whole page: its docs are the autodocs page of its
 * `Templates/*` stories, so it needs stories at both widths (390 and 1280 px) and a description, the
 * JSDoc on the template's function that autodocs shows.
 *
 * The checks are `usagePage` in component-status.ts: every status requires them. Below the real
 * library, each is shown to fail on a made-up component that breaks it.
 */
import { describe, expect, it } from 'vitest';
import { isInteractive, jsDocOf, readLibrary } from './component-files.ts';
import {
  changed,
  component,
  subject,
  template,
  unmet,
  withStatus,
} from './component-status.fixtures.ts';
import { subjectOf, usagePage } from './component-status.ts';

const library = await readLibrary();
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

describe('the usage-page checks, on made-up components', () => {
  const beta = (files: typeof component) => unmet(files, 'beta');

  it('pass a component and a template that meet them all', () => {
    expect(beta(component)).toEqual([]);
    expect(beta(template)).toEqual([]);
  });

  /** Each criterion, broken: the criterion's id and detail it must fail with. */
  const broken: [string, typeof component, string | string[]][] = [
    ['no stories', changed(template, 'stories', /^export const [\s\S]*/m), 'stories: no story'],
    [
      'no usage page, nor any of its sections',
      { ...component, mdx: '' },
      [
        'usage-page: no fixture.mdx',
        'description: description under 20 words',
        'when-to-use: missing: ## When to use, ## When not to use',
        'keyboard-section: no ## Keyboard',
        "do-dont: no ## Do and don't",
        'a11y-criteria: the usage page does not show them',
      ],
    ],
    [
      'a usage page that does not import its stories',
      changed(component, 'mdx', "import * as FixtureStories from './fixture.stories';\n"),
      'usage-page: fixture.mdx does not import its stories',
    ],
    [
      'a usage page not attached to its stories',
      changed(component, 'mdx', '<Meta of={FixtureStories} />'),
      'usage-page: no <Meta of={…} />',
    ],
    [
      'a short description',
      changed(component, 'mdx', /A made-up[\s\S]*?title\./, 'Short.'),
      'description: description under 20 words',
    ],
    [
      'no When not to use',
      changed(component, 'mdx', '## When not to use\n\n- Anywhere else.\n'),
      'when-to-use: missing: ## When not to use',
    ],
    [
      'no Keyboard section, for a component a keyboard reaches',
      changed(component, 'mdx', '## Keyboard\n\n- Tab reaches its button.\n'),
      'keyboard-section: no ## Keyboard',
    ],
    [
      "no Don't, for a feedback component",
      changed(component, 'mdx', "- **Don't** ship it."),
      "do-dont: no ## Do and don't",
    ],
    [
      'a story shown that does not exist',
      changed(component, 'mdx', 'FixtureStories.Default', 'FixtureStories.Missing'),
      'stories-exist: not a story: Missing',
    ],
    [
      'no screen-reader criteria',
      withStatus(component, {
        criteria: component.status?.criteria?.filter((c) => c.who !== 'screen-reader'),
      }),
      'a11y-criteria: no criteria for: screen-reader',
    ],
    [
      'criteria checked in a story without a play function, no story, and no spec',
      withStatus(component, {
        criteria: [
          ...(component.status?.criteria ?? []),
          { who: 'screen-reader', text: 'Read.', checkedIn: ['Small', 'Missing'] },
          { who: 'keyboard', text: 'Escape.', checkedIn: ['e2e/missing.spec.ts'] },
        ],
      }),
      'a11y-criteria: not a story with a play function or a spec: Small, Missing, e2e/missing.spec.ts',
    ],
    [
      'a usage page that does not show the criteria',
      changed(component, 'mdx', '<AccessibilityCriteria status={status} />'),
      'a11y-criteria: the usage page does not show them',
    ],
    [
      "a page template whose stories' component is another",
      changed(template, 'stories', 'component: FixturePage,', 'component: OtherPage,'),
      'page-stories: no component',
    ],
    [
      'a page template outside Templates/',
      changed(template, 'stories', "title: 'Templates/Fixture'", "title: 'Pages/Fixture'"),
      'page-stories: title outside Templates/',
    ],
    [
      'a page template without its JSDoc',
      changed(template, 'sources', /\/\*\*.*\*\/\n/),
      'page-description: no JSDoc of 8 words on its function',
    ],
    [
      'a page template without a desktop story',
      changed(template, 'stories', '{ ...desktop }', '{}'),
      'page-widths: no story at: desktop',
    ],
  ];

  it.each(broken)('fail %s', (_, files, failure) => {
    // Without stories a page is shown at neither width either: only the stories are checked here.
    if (failure === 'stories: no story') expect(unmet(files, 'experimental')).toEqual([failure]);
    else expect(beta(files)).toEqual([failure].flat());
  });

  it('fail on every criterion of the usage page', () => {
    const failed = new Set(
      broken.flatMap(([, , failure]) => [failure].flat().map((f) => f.split(':')[0])),
    );
    expect([...failed].sort()).toEqual(usagePage.map(({ id }) => id).sort());
  });

  it("count a keyboard's criteria only when a keyboard reaches it", () => {
    const still = changed(component, 'sources', '<button', '<div');
    const quiet = changed(still, 'sources', '</button>', '</div>');
    const noKeys = withStatus(quiet, {
      criteria: quiet.status?.criteria?.filter((c) => c.who !== 'keyboard'),
    });
    expect(subject(noKeys).interactive).toBe(false);
    expect(beta(changed(noKeys, 'mdx', '## Keyboard\n\n- Tab reaches its button.\n'))).toEqual([]);
  });
});
