/**
 * Every component and page template has a status file (`<name>.status.ts`) whose status its
 * stories carry as their meta's one status tag, and meets what that status promises
 * (component-status.ts; the "Kriteria status" page lists it). Below the real library, each
 * criterion beyond the usage page's (component-docs.test.ts) is shown to fail on a made-up
 * component that breaks it.
 */
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor } from '../packages/ui/src/foundations/contrast.ts';
import { statusColours, statuses, statusOf } from '../packages/ui/src/stories/status.ts';
import { parseStories, readLibrary, storyId, storyNameFromExport } from './component-files.ts';
import { changed, component, subject, unmet, withStatus } from './component-status.fixtures.ts';
import { deprecation, issues, keyboard, modes, states, statusReport } from './component-status.ts';

const library = await readLibrary();
const report = statusReport(library);

describe.each(report)('$name', (entry) => {
  it('has a status file, whose status its stories carry as their one status tag', () => {
    expect(entry.status, `${entry.name}.status.ts exporting status`).toBeDefined();
    const { tags } = parseStories(library.get(entry.name)?.stories ?? '');
    expect(statusOf(tags), 'the tag is on the meta').toBe(entry.status);
    expect(entry.tagged, 'no story carries another').toEqual([entry.status]);
  });

  it('meets the criteria of its status', () => {
    const unmet = entry.status ? entry.unmet[entry.status] : [];
    expect(unmet.map(({ id, detail }) => `${id}: ${detail}`)).toEqual([]);
  });
});

it('reads every component and template, and their stories as Storybook does', () => {
  expect(report.filter((entry) => entry.kind === 'component').length).toBeGreaterThan(60);
  expect(report.filter((entry) => entry.kind === 'template').length).toBeGreaterThan(10);
  const button = report.find((entry) => entry.name === 'button');
  expect(button?.docsId).toBe('primitives-button--docs');
  expect(button?.stories).toContainEqual({ name: 'Keyboard', id: 'primitives-button--keyboard' });
});

describe('storyId', () => {
  // Pairs from storybook-static/index.json of `pnpm build-storybook` (Storybook 10.6.7): titles
  // with capitals, digits, spaces and `&`, names of several words, a story named apart from its
  // export (`Failed` is "Error": the id is the export's), docs pages.
  it.each([
    ['Primitives/Button', 'docs', 'primitives-button--docs'],
    ['Primitives/Button', 'Keyboard', 'primitives-button--keyboard'],
    [
      'Sections/FAQ/FaqAccordion',
      'OpenedByAddress',
      'sections-faq-faqaccordion--opened-by-address',
    ],
    ['Sections/FAQ/FaqAccordion', 'Failed', 'sections-faq-faqaccordion--failed'],
    [
      'Sections/Contact/ConsultationForm',
      'SubmitFailed',
      'sections-contact-consultationform--submit-failed',
    ],
    ['Templates/404', 'ReadyDesktop', 'templates-404--ready-desktop'],
    [
      'Templates/Kebijakan & Syarat',
      'LoadErrorDesktop',
      'templates-kebijakan-syarat--load-error-desktop',
    ],
    [
      'Templates/Kelola Janji Temu',
      'SelfServiceClosedMobile',
      'templates-kelola-janji-temu--self-service-closed-mobile',
    ],
    ['Feedback and states/StatusPage', 'LongText', 'feedback-and-states-statuspage--long-text'],
    ['Status/Status komponen', 'docs', 'status-status-komponen--docs'],
  ])('is the id of a Storybook build: %s %s', (title, exportName, id) => {
    expect(storyId(title, exportName)).toBe(id);
  });

  // No story of the library has an export with digits or an acronym: these are what Storybook
  // 10.6.7's own storyNameFromExport and toId give.
  it.each([
    ['FAQList', 'FAQ List', 'faq-list'],
    ['Step2', 'Step 2', 'step-2'],
    ['Columns3Wide', 'Columns 3 Wide', 'columns-3-wide'],
    ['HTMLContent', 'HTML Content', 'html-content'],
    ['A11yCheck', 'A 11 Y Check', 'a-11-y-check'],
    ['with_underscore', 'With Underscore', 'with-underscore'],
  ])('names %s %s, as Storybook does', (exportName, name, id) => {
    expect(storyNameFromExport(exportName)).toBe(name);
    expect(storyId('Primitives/Button', exportName)).toBe(`primitives-button--${id}`);
  });
});

it('names replacements that are in the library', () => {
  for (const { status } of library.values()) {
    if (status?.replacement) expect(library.has(status.replacement), status.replacement).toBe(true);
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

describe('the status check, on made-up components', () => {
  it('passes a component that meets every criterion of stable', () => {
    expect(unmet(component)).toEqual([]);
  });

  const keyboardStory = (name: string) => withStatus(component, { keyboardStory: name });

  /** Each criterion beyond the usage page's, broken: what it must fail with. */
  const broken: [string, ReturnType<typeof subject> | typeof component, string | string[]][] = [
    [
      'a Remote list without an empty story',
      changed(component, 'stories', 'export const Empty: Story = { args: { state: empty } };'),
      'data-states: no story: empty',
    ],
    [
      'a variant no story sets',
      changed(component, 'stories', "export const Small: Story = { args: { size: 'sm' } };"),
      "variants: no story sets: size 'sm'",
    ],
    [
      'a mode its stories fail',
      { ...subject(component), failingModes: { reflow: 'text is clipped' } },
      // A mode it fails is a known issue too, shown on the status page.
      ['every-mode: fails: reflow', 'no-known-issue: 1 known issue'],
    ],
    [
      'no story at 390 px',
      changed(component, 'stories', "globals: { viewport: { value: 'mobile' } }", 'args: {}'),
      'phone: no story at 390 px',
    ],
    [
      'a story left out of the story run',
      changed(
        component,
        'stories',
        'export const Small: Story = {',
        "export const Small: Story = { tags: ['!test'],",
      ),
      'every-check: out of the story run: Small',
    ],
    [
      'a story with its axe check on to do',
      changed(
        component,
        'stories',
        'export const Small: Story = {',
        "export const Small: Story = { parameters: { a11y: { config: { rules: [{ id: 'region' }] }, test: 'todo' } },",
      ),
      'every-check: an axe check is off',
    ],
    [
      'no keyboard story',
      withStatus(component, { keyboardStory: undefined }),
      'keyboard-play: no keyboardStory',
    ],
    ['a keyboard story that does not exist', keyboardStory('Keys'), 'keyboard-play: no story Keys'],
    [
      'a keyboard story that only clicks',
      keyboardStory('Small'),
      'keyboard-play: Small presses no key',
    ],
    [
      'a keyboard story whose only key is in a comment',
      changed(component, 'stories', 'await userEvent.tab();', '// await userEvent.tab();'),
      'keyboard-play: Default presses no key',
    ],
    [
      'a keyboard criterion that names no check',
      withStatus(component, {
        criteria: [...(component.status?.criteria ?? []), { who: 'keyboard', text: 'Space too.' }],
      }),
      'keyboard-criteria-checked: 1 keyboard criteria name no check',
    ],
    [
      'an open known issue',
      withStatus(component, { knownIssues: [{ summary: 'It flickers.' }] }),
      'no-known-issue: 1 known issue',
    ],
  ];

  it.each(broken)('fails %s', (_, files, failure) => {
    expect(unmet(files)).toEqual([failure].flat());
  });

  it('fails a deprecated component that names no replacement, or one not in the library', () => {
    const old = withStatus(component, { status: 'deprecated' });
    expect(unmet(old, 'deprecated')).toEqual(['replacement: no replacement named']);
    expect(unmet(withStatus(old, { replacement: 'nothing' }), 'deprecated')).toEqual([
      'replacement: nothing is not in the library',
    ]);
    expect(unmet(withStatus(old, { replacement: 'fixture' }), 'deprecated')).toEqual([]);
  });

  it('fails on every criterion beyond the usage page', () => {
    const failed = new Set([
      ...broken.flatMap(([, , failure]) => [failure].flat().map((f) => f.split(':')[0])),
      'replacement',
    ]);
    const ids = [...states, ...modes, ...keyboard, ...issues, ...deprecation].map(({ id }) => id);
    expect([...failed].sort()).toEqual(ids.sort());
  });

  it('finds a status tag other than the status file, or one on a single story', () => {
    const tagged = (files: typeof component) => statusReport(new Map([[files.name, files]]))[0];
    const other = changed(component, 'stories', "tags: ['stable']", "tags: ['beta']");
    expect(tagged(other)).toMatchObject({ status: 'stable', tagged: ['beta'] });
    const story = changed(
      component,
      'stories',
      'export const Small: Story = {',
      "export const Small: Story = { tags: ['beta'],",
    );
    expect(tagged(story)?.tagged).toEqual(['stable', 'beta']);
    expect(tagged({ ...component, status: undefined })?.status).toBeUndefined();
  });
});
