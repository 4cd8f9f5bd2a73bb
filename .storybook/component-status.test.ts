/**
 * Every component and page template claims one status in its stories' `meta.tags`, and meets
 * what that status promises (component-status.ts; the "Kriteria status" page lists it). The
 * checker's own tests below run it on small made-up components, so a status claimed without
 * its criteria is shown to fail.
 */
import { storyNameFromExport as storybookStoryName, toId } from 'storybook/internal/csf';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor } from '../packages/ui/src/foundations/contrast.ts';
import {
  knownIssues,
  modeFailures,
  replacements,
  statusColours,
  statuses,
  type Status,
} from '../packages/ui/src/stories/status.ts';
import {
  parseStories,
  readLibrary,
  storyNameFromExport,
  type ComponentFiles,
} from './component-files.ts';
import { statusReport, subjectOf, unmetCriteria } from './component-status.ts';

const library = readLibrary();
const report = statusReport(library);

describe.each(report)('$name', (entry) => {
  it('claims exactly one status, for the whole file', () => {
    expect(entry.claimed, `one of ${statuses.join(', ')} in meta.tags`).toHaveLength(1);
    expect(entry.status, 'the status is on the meta, not on single stories').toBeDefined();
  });

  it('meets the criteria of the status it claims', () => {
    const unmet = entry.status ? entry.unmet[entry.status] : [];
    expect(unmet.map(({ id, detail }) => `${id}: ${detail}`)).toEqual([]);
  });
});

it('reads every component and template, and each status a report can hold', () => {
  expect(report.filter((entry) => entry.kind === 'component').length).toBeGreaterThan(60);
  expect(report.filter((entry) => entry.kind === 'template').length).toBeGreaterThan(10);
  expect(report.find((entry) => entry.name === 'button')?.stories.length).toBeGreaterThan(3);
});

it('keeps known issues and replacements of components that exist', () => {
  for (const name of [...Object.keys(knownIssues), ...Object.keys(replacements)]) {
    expect(library.has(name), name).toBe(true);
  }
  for (const replacement of Object.values(replacements)) {
    expect(library.has(replacement), replacement).toBe(true);
  }
});

it('names stories and pages as Storybook does, so the status page links to them', () => {
  const exportNames = ['LoadError', 'ReadyMobile', 'FAQList', 'Step2Done', 'Default'];
  for (const exportName of exportNames) {
    expect(storyNameFromExport(exportName)).toBe(storybookStoryName(exportName));
  }
  for (const entry of report) {
    expect(entry.docsId).toBe(toId(entry.title, 'Docs'));
    const parsed = parseStories(library.get(entry.name)?.stories ?? '');
    parsed.stories.forEach((story, index) => {
      expect(entry.stories[index]?.id).toBe(
        toId(entry.title, storybookStoryName(story.exportName)),
      );
    });
  }
});

it('draws every badge with text at least 7:1 on its background', () => {
  for (const status of statuses) {
    const { text, background } = statusColours[status];
    const [fore, back] = [parseColor(text), parseColor(background)];
    if (!fore || !back) throw new Error(`${status}: colours that cannot be read`);
    expect(contrastRatio(fore, back), status).toBeGreaterThanOrEqual(7);
  }
});

/** A made-up component of the fixture library: its folder's files, as Prettier writes them. */
function fixture(name: string, parts: { source: string; stories: string; mdx?: string }) {
  return {
    name,
    kind: 'component',
    sources: [parts.source],
    stories: parts.stories,
    mdx: parts.mdx ?? usagePage(name),
  } satisfies ComponentFiles;
}

/** The fixture's acceptance criteria: its keyboard one checked in the Default story's play. */
const fixtureCriteria = `## Accessibility acceptance criteria

### Keyboard users

- Tab reaches the button and Enter presses it, checked in \`Stories.Default\`.

### Screen-reader users

- The button is announced by its text.

### Zoom and reflow users

- At 400% zoom the button's text wraps inside it.
`;

const usagePage = (
  name: string,
  criteria = fixtureCriteria,
) => `import { Meta } from '@storybook/addon-docs/blocks';
import * as Stories from './${name}.stories';

<Meta of={Stories} />

# Fixture

A made-up component that exists only in this test, with a description long enough to pass the
check of twenty words under its title.

## When to use

- In this test.

## When not to use

- Anywhere else.

## Keyboard

- Tab reaches its button; Enter presses it.

${criteria}`;

const buttonSource = `import { cva, type VariantProps } from 'class-variance-authority';

const fixtureVariants = cva('rounded', {
  variants: {
    size: { sm: 'h-9', md: 'h-11' },
  },
  defaultVariants: { size: 'md' },
});

type FixtureProps = React.ComponentProps<'button'> & VariantProps<typeof fixtureVariants>;

function Fixture({ size, ...props }: FixtureProps) {
  return <button className={fixtureVariants({ size })} {...props} />;
}

export { Fixture };
`;

const stories = (tags: string, ...bodies: string[]) =>
  [
    `import type { Meta, StoryObj } from '@storybook/react-vite';`,
    `import { Fixture } from './fixture';`,
    '',
    'const meta = {',
    `  title: 'Forms/Fixture',`,
    '  component: Fixture,',
    `  tags: [${tags}],`,
    '} satisfies Meta<typeof Fixture>;',
    '',
    'export default meta;',
    'type Story = StoryObj<typeof meta>;',
    '',
    ...bodies,
  ].join('\n');

/** A story that meets every criterion of a stable button: a keyboard play, the phone, both sizes. */
const stableStories = [
  'export const Default: Story = {',
  '  play: async ({ canvas, userEvent }) => {',
  `    await userEvent.tab();`,
  `    await userEvent.keyboard('{Enter}');`,
  '  },',
  '};',
  `export const Small: Story = { args: { size: 'sm' } };`,
  'export const Mobile: Story = { ...mobile };',
];

const unmetIds = (files: ComponentFiles, status: Status) => {
  const library = new Map([[files.name, files]]);
  return unmetCriteria(subjectOf(library, files.name), status).map(({ id }) => id);
};

describe('the status check', () => {
  const dont = `## Do and don't\n\n- **Do** test it.\n- **Don't** ship it.\n`;
  const meets = fixture('fixture', {
    source: buttonSource,
    stories: stories(`'stable'`, ...stableStories),
    mdx: usagePage('fixture') + dont,
  });

  it('passes a component that meets every criterion of stable', () => {
    expect(unmetIds(meets, 'stable')).toEqual([]);
  });

  it('fails a button that claims stable without a keyboard play, a phone story or its sizes', () => {
    const claimsStable = fixture('fixture', {
      source: buttonSource,
      stories: stories(
        `'stable'`,
        'export const Default: Story = {',
        '  play: async ({ canvas, userEvent }) => {',
        `    // userEvent.keyboard('{Enter}') in a comment is no test`,
        `    await userEvent.click(canvas.getByRole('button'));`,
        '  },',
        '};',
      ),
      mdx: usagePage('fixture') + dont,
    });
    expect(unmetIds(claimsStable, 'stable')).toEqual(['variants', 'phone', 'keyboard-play']);
    // It still meets beta: the usage page is complete.
    expect(unmetIds(claimsStable, 'beta')).toEqual([]);
  });

  it('fails a usage page without its sections, even for beta', () => {
    const bare = fixture('fixture', {
      source: buttonSource,
      stories: stories(`'beta'`, ...stableStories),
      mdx: `import * as Stories from './fixture.stories';\n\n<Meta of={Stories} />\n\n# Fixture\n\nShort.\n`,
    });
    expect(unmetIds(bare, 'beta')).toEqual([
      'description',
      'when-to-use',
      'keyboard-section',
      'do-dont',
      'a11y-criteria',
    ]);
  });

  const page = (criteria: string, status: Status) => {
    const files = fixture('fixture', {
      source: buttonSource,
      stories: stories(`'${status}'`, ...stableStories),
      mdx: usagePage('fixture', criteria) + dont,
    });
    return unmetCriteria(subjectOf(new Map([[files.name, files]]), files.name), status).map(
      ({ id, detail }) => `${id}: ${detail}`,
    );
  };

  it('fails a usage page without its accessibility acceptance criteria, even for beta', () => {
    expect(page('', 'beta')).toEqual(['a11y-criteria: no ## Accessibility acceptance criteria']);
  });

  it('fails acceptance criteria that leave out a list or name a story without a play', () => {
    const criteria = (keyboard: string, zoom = '- Its text wraps at 400% zoom.') =>
      [
        '## Accessibility acceptance criteria',
        `### Keyboard users\n\n${keyboard}`,
        '### Screen-reader users\n\n- The button is announced by its text.',
        ...(zoom ? [`### Zoom and reflow users\n\n${zoom}`] : []),
      ].join('\n\n') + '\n\n';
    const checked = '- Enter presses it, checked in `Stories.Default`.';
    expect(page(criteria(checked, ''), 'beta')).toEqual([
      'a11y-criteria: no list: ### Zoom and reflow users',
    ]);
    // Small has no play function, Missing is no story, Other.Default is another page's.
    const named =
      '- Enter presses it, checked in `Stories.Small`, `Stories.Missing` and `Other.Default`.\n' +
      '- Escape closes it, checked in `e2e/missing.spec.ts`.';
    expect(page(criteria(named), 'beta')).toEqual([
      'stories-exist: not a story: Missing',
      'a11y-criteria: not a story with a play function or an end-to-end spec: Small, Missing, Other.Default, e2e/missing.spec.ts',
    ]);
    // Stable, for a component a keyboard reaches: every keyboard criterion names its play.
    const unchecked = `${checked}\n- Space presses it too.`;
    expect(page(criteria(unchecked), 'stable')).toEqual([
      'keyboard-criteria-checked: 1 keyboard criteria name no story',
    ]);
    expect(page(criteria(unchecked), 'beta')).toEqual([]);
    expect(page(criteria(checked), 'stable')).toEqual([]);
    // Or the end-to-end spec that checks it, where the story runner cannot deliver the key.
    const endToEnd = `${checked}\n- Escape closes it, checked in \`e2e/layout.spec.ts\`.`;
    expect(page(criteria(endToEnd), 'stable')).toEqual([]);
  });

  it('fails a list that leaves out a state of its data', () => {
    const list = fixture('fixture-list', {
      source: `import type { Remote } from '../../lib/remote';\n\nfunction FixtureList({ state }: { state: Remote<string[]> }) {\n  return <ul />;\n}\n`,
      stories: stories(
        `'stable'`,
        `export const Default: Story = { args: { state: ready(['a']) } };`,
        'export const Loading: Story = { args: { state: loading } };',
        'export const Failed: Story = { args: { state: loadError(fn()) } };',
        'export const Mobile: Story = { ...mobile };',
      ),
      // Not interactive, and its criteria name no story: its stories have no play function.
      mdx:
        usagePage(
          'fixture-list',
          '## Accessibility acceptance criteria\n\n### Screen-reader users\n\n- The list is a list.\n\n### Zoom and reflow users\n\n- It reflows.\n',
        ) + dont,
    });
    const unmet = unmetCriteria(subjectOf(new Map([[list.name, list]]), list.name), 'stable');
    expect(unmet.map(({ id, detail }) => `${id}: ${detail}`)).toEqual([
      'data-states: no story: empty',
    ]);
  });

  it('fails a story with its axe check off, and one left out of the story run', () => {
    const quiet = fixture('fixture', {
      source: buttonSource,
      stories: stories(
        `'stable'`,
        ...stableStories,
        'export const Muted: Story = {',
        `  parameters: { a11y: { config: { rules: [{ id: 'region' }] }, test: 'todo' } },`,
        '};',
      ),
    });
    expect(unmetIds(quiet, 'stable')).toContain('every-check');
    const skipped = fixture('fixture', {
      source: buttonSource,
      stories: stories(`'stable', '!test'`, ...stableStories),
    });
    expect(unmetIds(skipped, 'stable')).toContain('every-check');
  });

  it('fails a component with an open known issue', () => {
    const [name] = Object.keys(knownIssues);
    if (!name) return;
    const issued = fixture(name, {
      source: buttonSource,
      stories: stories(`'stable'`, ...stableStories),
    });
    expect(unmetIds(issued, 'stable')).toContain('no-known-issue');
  });

  it('fails a component whose stories fail a mode, and names the mode', () => {
    const [name, failing] = Object.entries(modeFailures)[0] ?? [];
    if (!name || !failing) return;
    const failed = fixture(name, {
      source: buttonSource,
      stories: stories(`'stable'`, ...stableStories),
      mdx: usagePage(name) + dont,
    });
    const library = new Map([[name, failed]]);
    const unmet = unmetCriteria(subjectOf(library, name), 'stable');
    expect(unmet.find(({ id }) => id === 'every-mode')?.detail).toBe(
      `fails ${Object.keys(failing).join(', ')}`,
    );
  });

  it('fails a deprecated component that names no replacement', () => {
    const old = fixture('fixture-old', { source: buttonSource, stories: stories(`'deprecated'`) });
    expect(unmetIds(old, 'deprecated')).toEqual(['stories', 'replacement']);
  });

  it('finds two status tags, or a status on a single story, as more than one claim', () => {
    const twice = fixture('fixture', {
      source: buttonSource,
      stories: stories(
        `'autodocs', 'stable'`,
        'export const Default: Story = {',
        `  tags: ['beta'],`,
        '};',
      ),
    });
    const [entry] = statusReport(new Map([[twice.name, twice]]));
    expect(entry?.status).toBe('stable');
    expect(entry?.claimed).toEqual(['stable', 'beta']);
  });
});
