/**
 * What each status promises, as checks over a component's status file (`<name>.status.ts`) and
 * its real files (component-files.ts): the criteria `.storybook/component-status.test.ts` holds
 * every component and template to, the ones the "Kriteria status" page lists, and the report the
 * "Status komponen" page shows (virtual:klinik/component-status, component-status-plugin.ts).
 *
 * The checks read the files; they do not run the stories. That every story passes, play function,
 * axe check and screenshot, is `pnpm test:stories`, which fails on any story that does not: here
 * a stable component must only have every story in that run, with every check on.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import {
  knownIssuesOf,
  modeFailures,
  statuses,
  statusTags,
  userGroups,
  type Status,
  type StatusReport,
  type Unmet,
  type UserGroup,
} from '../packages/ui/src/stories/status.ts';
import type { ModeName } from '../packages/ui/src/stories/modes.ts';
import {
  description,
  isInteractive,
  jsDocOf,
  keyOf,
  literalOf,
  nodesOf,
  parseStories,
  section,
  storyId,
  variantValues,
  words,
  type ComponentFiles,
  type Library,
  type StoriesFile,
} from './component-files.ts';

/** A component or template as the criteria see it. */
export type Subject = ComponentFiles & {
  library: Library;
  parsed: StoriesFile;
  interactive: boolean;
  /** Its entry in `modeFailures`: the modes its stories still fail. */
  failingModes: Partial<Record<ModeName, string>>;
};

/** Met, or what is missing (one line, the page and the test's message show it). */
type Outcome = true | string;

export type Criterion = {
  id: string;
  /** What is required, as the "Kriteria status" page says it. */
  text: string;
  /** Whom it concerns: every component and template when absent. */
  appliesTo?: (subject: Subject) => boolean;
  check: (subject: Subject) => Outcome;
};

const isComponent = ({ kind }: Subject) => kind === 'component';
const isTemplate = ({ kind }: Subject) => kind === 'template';
const missing = (label: string, absent: string[]) =>
  absent.length === 0 ? true : `${label}: ${[...new Set(absent)].join(', ')}`;

/** The namespace a usage page imports its stories as: `ButtonStories`. */
const storiesImport = ({ name, mdx }: Subject) =>
  new RegExp(`^import \\* as (\\w+) from '\\./${name}\\.stories';$`, 'm').exec(mdx)?.[1];

/** The component a template's file exports first: `HomePage`. */
const exportedPage = (sources: string[]) => /^export \{ (\w+)/m.exec(sources.join('\n'))?.[1] ?? '';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** The names among `checks` that are no story with a play function and no end-to-end spec. */
const unplayed = ({ parsed }: Subject, checks: readonly string[]) =>
  checks.filter((check) =>
    check.startsWith('e2e/')
      ? !existsSync(`${repositoryRoot}${check}`)
      : !parsed.stories.some((story) => story.exportName === check && story.play),
  );

/** The user groups whose acceptance criteria a component needs: keyboard users when a keyboard reaches it. */
const groupsOf = (subject: Subject) =>
  (Object.keys(userGroups) as UserGroup[]).filter(
    (who) => who !== 'keyboard' || subject.interactive,
  );

/** A usage page that tells what the component is, when to use it and how; the autodocs of a page. */
export const usagePage: Criterion[] = [
  {
    id: 'stories',
    text: 'It has stories: `<name>.stories.tsx` exports at least one.',
    check: ({ parsed }) => parsed.stories.length > 0 || 'no story',
  },
  {
    id: 'usage-page',
    text: 'Its usage page, `<name>.mdx`, is attached to its stories (`<Meta of={…} />`).',
    appliesTo: isComponent,
    check: (subject) => {
      const namespace = storiesImport(subject);
      if (!subject.mdx) return `no ${subject.name}.mdx`;
      if (!namespace) return `${subject.name}.mdx does not import its stories`;
      return subject.mdx.includes(`<Meta of={${namespace}} />`) || 'no <Meta of={…} />';
    },
  },
  {
    id: 'description',
    text: 'The usage page says what the component is, in at least 20 words under its title.',
    appliesTo: isComponent,
    check: ({ mdx }) => words(description(mdx)) >= 20 || 'description under 20 words',
  },
  {
    id: 'when-to-use',
    text: 'It says when to use the component (`## When to use`) and when not (`## When not to use`).',
    appliesTo: isComponent,
    check: ({ mdx }) =>
      missing(
        'missing',
        ['When to use', 'When not to use']
          .filter((heading) => !/\S/.test(section(mdx, heading) ?? ''))
          .map((heading) => `## ${heading}`),
      ),
  },
  {
    id: 'keyboard-section',
    text: 'A component a keyboard reaches says how it works from the keyboard (`## Keyboard`).',
    appliesTo: (subject) => isComponent(subject) && subject.interactive,
    check: ({ mdx }) => /\S/.test(section(mdx, 'Keyboard') ?? '') || 'no ## Keyboard',
  },
  {
    id: 'do-dont',
    text: "Feedback components (`feedback/`) and forms (the form primitives `Field` and `FormCard`, and the forms a `FormCard` holds) give do and don't notes (`## Do and don't`, a Do and a Don't in bold).",
    appliesTo: ({ layer, sources }) =>
      layer === 'feedback' ||
      sources.some((source) => /\bfunction (Field|FormCard)\b|<FormCard[\s>]/.test(source)),
    check: ({ mdx }) => {
      const notes = section(mdx, "Do and don't") ?? '';
      return (notes.includes('**Do**') && notes.includes("**Don't**")) || "no ## Do and don't";
    },
  },
  {
    id: 'stories-exist',
    text: 'The usage page shows only stories that exist.',
    appliesTo: isComponent,
    check: (subject) => {
      const namespace = storiesImport(subject) ?? 'Stories';
      const shown = [...subject.mdx.matchAll(new RegExp(`\\b${namespace}\\.(\\w+)`, 'g'))];
      const names = subject.parsed.stories.map((story) => story.exportName);
      return missing(
        'not a story',
        shown.map((match) => match[1] ?? '').filter((name) => !names.includes(name)),
      );
    },
  },
  {
    id: 'a11y-criteria',
    text: 'Its status file lists its accessibility acceptance criteria (`criteria`): what screen-reader users, zoom and reflow users and, when a keyboard reaches it, keyboard users must be able to do; each story a criterion is `checkedIn` exists and has a play function, each end-to-end spec exists; the usage page shows them (`<AccessibilityCriteria status={status} />` under `## Accessibility acceptance criteria`).',
    appliesTo: isComponent,
    check: (subject) => {
      const criteria = subject.status?.criteria ?? [];
      const empty = groupsOf(subject).filter((who) => !criteria.some((c) => c.who === who));
      if (empty.length) return missing('no criteria for', empty);
      const unchecked = unplayed(
        subject,
        criteria.flatMap((c) => c.checkedIn ?? []),
      );
      if (unchecked.length) return missing('not a story with a play function or a spec', unchecked);
      const shown =
        subject.mdx.includes(`import { status } from './${subject.name}.status';`) &&
        subject.mdx.includes(
          '## Accessibility acceptance criteria\n\n<AccessibilityCriteria status={status} />',
        );
      return shown || 'the usage page does not show them';
    },
  },
  {
    id: 'page-stories',
    text: 'A page template has `Templates/*` stories whose `component` is the template.',
    appliesTo: isTemplate,
    check: ({ sources, parsed }) => {
      const component = exportedPage(sources);
      if (!/^[A-Z]\w+Page$/.test(component)) return 'no export { …Page }';
      if (!parsed.title.startsWith('Templates/')) return 'title outside Templates/';
      return parsed.component === component || 'no component';
    },
  },
  {
    id: 'page-description',
    text: 'A page template has a description: the JSDoc on its function, at least 8 words.',
    appliesTo: isTemplate,
    check: ({ sources }) =>
      words(jsDocOf(sources.join('\n'), exportedPage(sources)) ?? '') >= 8 ||
      'no JSDoc of 8 words on its function',
  },
  {
    id: 'page-widths',
    text: 'A page template is shown at both widths, 390 and 1280 px (stories with `...mobile` and `...desktop`).',
    appliesTo: isTemplate,
    check: ({ parsed }) =>
      missing(
        'no story at',
        ['mobile', 'desktop'].filter(
          (width) => !parsed.stories.some((story) => story.spreads.includes(width)),
        ),
      ),
  },
];

/** The four states of a request (lib/remote.ts) and how a story hands each one over. */
const dataStates = [
  { state: 'ready', given: /\bready\(|status: 'ready'/ },
  { state: 'loading', given: /[:,(]\s*loading\b(?!\s*[:=])|status: 'loading'/ },
  { state: 'empty', given: /[:,(]\s*empty\b(?!\s*[:=])|status: 'empty'/ },
  { state: 'error', given: /\bloadError\(|status: 'error'/ },
];

/** Whether the stories give `key` the value, in args, in JSX or in a list the stories map over. */
function setsVariant(code: string, key: string, value: string): boolean {
  // `wrap` alone in JSX is `wrap={true}`.
  if (value === 'true')
    return new RegExp(`\\s${key}(?=[\\s/>])|\\b${key}(: |=\\{)true\\b`).test(code);
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A number (`columns={3}`) is written without quotes, a string with them.
  const literal = /^\d+$/.test(value) ? `(?<![\\w.])${escaped}\\b` : `['"]${escaped}['"]`;
  if (new RegExp(`\\b${key}(=|=\\{|: )${literal}`).test(code)) return true;
  const mapped = new RegExp(`\\[([^\\]]*)\\](?: as const)?\\)?\\.map\\(\\(?${key}\\b`, 'g');
  return [...code.matchAll(mapped)].some((list) => new RegExp(literal).test(list[1] ?? ''));
}

/** A story for every state the component declares: its data's and its variants'. */
export const states: Criterion[] = [
  {
    id: 'data-states',
    text: 'It takes data as a `Remote` (ready, loading, empty, error): a story shows each of the four.',
    appliesTo: ({ sources }) => sources.some((source) => source.includes('Remote<')),
    check: ({ parsed }) =>
      missing(
        'no story',
        dataStates.filter(({ given }) => !given.test(parsed.code)).map(({ state }) => state),
      ),
  },
  {
    id: 'variants',
    text: 'Its props expose variants (its `cva` table): a story sets every value other than the default.',
    appliesTo: ({ sources }) => variantValues(sources).length > 0,
    check: ({ sources, parsed }) =>
      missing(
        'no story sets',
        variantValues(sources)
          .filter(({ key, value }) => !setsVariant(parsed.code, key, value))
          .map(({ key, value }) => `${key} '${value}'`),
      ),
  },
];

/** An `a11y` parameter that turns the axe check off: `test: 'off'` or `'todo'`, or `disable: true`. */
const axeOff = (node: ts.Node) =>
  ts.isPropertyAssignment(node) &&
  keyOf(node) === 'a11y' &&
  nodesOf(node.initializer).some(
    (inner) =>
      ts.isPropertyAssignment(inner) &&
      /^(test:(off|todo)|disable:true)$/.test(`${keyOf(inner)}:${literalOf(inner.initializer)}`),
  );

/**
 * The modes every story runs in: the widths (a phone's 390 px; the default) and, at each, the
 * three checks of `pnpm test:stories` (play function, axe, screenshot); for a component, also the
 * four modes of modes.ts.
 */
export const modes: Criterion[] = [
  {
    id: 'every-mode',
    text: 'Every story passes the four modes of `packages/ui/src/stories/modes.ts` (forced colours, reduced motion, narrow reflow at 320 px with text at 200%, long text): no entry in `modeFailures` (`packages/ui/src/stories/status.ts`).',
    appliesTo: isComponent,
    check: ({ failingModes }) => missing('fails', Object.keys(failingModes)),
  },
  {
    id: 'phone',
    text: 'A story shows it on a phone: the mobile viewport, 390 px (`Mobile`, or `...mobile`).',
    appliesTo: isComponent,
    check: ({ parsed }) =>
      parsed.stories.some(
        (story) => story.spreads.includes('mobile') || /value: 'mobile'/.test(story.code),
      ) || 'no story at 390 px',
  },
  {
    id: 'every-check',
    text: 'No story leaves the story run (`!test`) or turns its axe check off (`a11y.test` `off` or `todo`).',
    check: ({ parsed }) => {
      if (nodesOf(parsed.tree).some(axeOff)) return 'an axe check is off';
      return missing(
        'out of the story run',
        parsed.stories
          .filter((story) => [...parsed.tags, ...story.tags].includes('!test'))
          .map((story) => story.exportName),
      );
    },
  },
];

export const keyboard: Criterion[] = [
  {
    id: 'keyboard-play',
    text: 'A component a keyboard reaches names the story that works it from the keyboard (`keyboardStory`): its play function presses keys (`userEvent.keyboard` or `userEvent.tab`).',
    appliesTo: ({ interactive }) => interactive,
    check: ({ status, parsed }) => {
      const story = parsed.stories.find(({ exportName }) => exportName === status?.keyboardStory);
      if (!story)
        return status?.keyboardStory ? `no story ${status.keyboardStory}` : 'no keyboardStory';
      return (
        /\buserEvent\.(keyboard|tab)\(/.test(story.code) || `${story.exportName} presses no key`
      );
    },
  },
  {
    id: 'keyboard-criteria-checked',
    text: 'A component a keyboard reaches has every keyboard criterion checked: each names the stories whose play functions check it (`checkedIn`), or the end-to-end spec where the story runner cannot deliver the key (`e2e/….spec.ts`).',
    appliesTo: (subject) => isComponent(subject) && subject.interactive,
    check: ({ status }) => {
      const unchecked = (status?.criteria ?? []).filter(
        (criterion) => criterion.who === 'keyboard' && !criterion.checkedIn?.length,
      );
      return unchecked.length === 0 || `${unchecked.length} keyboard criteria name no check`;
    },
  },
];

export const issues: Criterion[] = [
  {
    id: 'no-known-issue',
    text: 'It has no open known issue (`knownIssues` in its status file, or a mode it fails).',
    check: ({ status, failingModes }) => {
      const open = (status?.knownIssues?.length ?? 0) + Object.keys(failingModes).length;
      return open === 0 || `${open} known issue${open > 1 ? 's' : ''}`;
    },
  },
];

export const deprecation: Criterion[] = [
  {
    id: 'replacement',
    text: 'Its replacement is named (`replacement` in its status file) and is in the library.',
    check: ({ status, library }) => {
      if (!status?.replacement) return 'no replacement named';
      return library.has(status.replacement) || `${status.replacement} is not in the library`;
    },
  },
];

/** What each status requires; a status's list is everything it promises. */
export const criteria: Record<Status, Criterion[]> = {
  stable: [...usagePage, ...states, ...modes, ...keyboard, ...issues],
  beta: usagePage,
  experimental: usagePage.filter((criterion) => criterion.id === 'stories'),
  deprecated: [...usagePage.filter((criterion) => criterion.id === 'stories'), ...deprecation],
};

/** The criteria of `status` that the subject does not meet; none when it may claim it. */
export function unmetCriteria(subject: Subject, status: Status): Unmet[] {
  return criteria[status]
    .filter((criterion) => criterion.appliesTo?.(subject) ?? true)
    .flatMap((criterion) => {
      const outcome = criterion.check(subject);
      return outcome === true ? [] : [{ id: criterion.id, text: criterion.text, detail: outcome }];
    });
}

export const subjectOf = (library: Library, name: string): Subject => {
  const files = library.get(name);
  if (!files) throw new Error(`${name} is neither a component nor a template`);
  const parsed = parseStories(files.stories);
  const interactive = isInteractive(library, name);
  return { ...files, library, parsed, interactive, failingModes: modeFailures[name] ?? {} };
};

export function statusReport(library: Library): StatusReport[] {
  return [...library.keys()].map((name) => {
    const subject = subjectOf(library, name);
    const { parsed, status } = subject;
    return {
      name,
      kind: subject.kind,
      title: parsed.title,
      status: status?.status,
      tagged: statusTags([...parsed.tags, ...parsed.stories.flatMap((story) => story.tags)]),
      docsId: storyId(parsed.title, 'docs'),
      stories: parsed.stories.map(({ name, id }) => ({ name, id })),
      knownIssues: knownIssuesOf(name, status?.knownIssues),
      replacement: status?.replacement,
      unmet: Object.fromEntries(
        statuses.map((each) => [each, unmetCriteria(subject, each)]),
      ) as Record<Status, Unmet[]>,
    };
  });
}
