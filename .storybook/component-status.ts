/**
 * What each status promises, as checks over a component's files (component-files.ts): the
 * criteria `.storybook/component-status.test.ts` holds every component and template to, the
 * ones the "Kriteria status" page lists, and the report the "Status komponen" page shows
 * (virtual:klinik/component-status, component-status-plugin.ts).
 *
 * The checks read the files; they do not run the stories. That every story passes, play function,
 * axe check and screenshot, is `pnpm test:stories`, which fails on any story that does not: here
 * a stable component must only have every story in that run, with every check on, at both widths.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  knownIssues,
  modeFailures,
  replacements,
  statuses,
  statusOf,
  statusTags,
  type Status,
  type StatusReport,
  type Unmet,
} from '../packages/ui/src/stories/status.ts';
import {
  balanced,
  description,
  exportedComponent,
  isInteractive,
  jsDocOf,
  parseStories,
  section,
  storyId,
  variantTables,
  withoutComments,
  words,
  type ComponentFiles,
  type Library,
  type StoriesFile,
} from './component-files.ts';

/** A component or template as the criteria see it. */
export type Subject = {
  files: ComponentFiles;
  library: Library;
  parsed: StoriesFile;
  interactive: boolean;
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

const isComponent = ({ files }: Subject) => files.kind === 'component';
const isTemplate = ({ files }: Subject) => files.kind === 'template';
const attachedAs = ({ files }: Subject) =>
  new RegExp(`import \\* as (\\w+) from '\\./${files.name}\\.stories';`).exec(files.mdx)?.[1];

/** Imports removed: a helper's name in an import says nothing about what a story uses. */
const withoutImports = (code: string) => code.replace(/^import [\s\S]*?from '[^']+';$/gm, '');

/** The stories' code that sets things: comments, imports and the controls' option lists removed. */
function storiesCode({ files, parsed }: Subject): string {
  const argTypes = /^ {2}argTypes: \{[\s\S]*?^ {2}\},?$/m;
  const meta = parsed.meta.replace(argTypes, '');
  return withoutComments(withoutImports(files.stories.replace(parsed.meta, meta)));
}

const missing = (label: string, absent: string[]) =>
  absent.length === 0 ? true : `${label}: ${absent.join(', ')}`;

/** The heading of a usage page's accessibility acceptance criteria (GOV.UK's manner). */
export const a11yHeading = 'Accessibility acceptance criteria';

/**
 * The lists of a usage page's acceptance criteria by their `###` heading (`Keyboard users`), each
 * item one criterion, its wrapped lines joined; undefined when the page has no such section.
 */
export function acceptanceCriteria(mdx: string): Map<string, string[]> | undefined {
  const text = section(mdx, a11yHeading);
  if (text === undefined) return undefined;
  const lists = new Map<string, string[]>();
  let items: string[] | undefined;
  for (const line of text.split('\n')) {
    const heading = /^### (.+)$/.exec(line.trim());
    if (heading?.[1]) lists.set(heading[1], (items = []));
    else if (items && line.startsWith('- ')) items.push(line.slice(2).trim());
    else if (items && items.length > 0 && /^\s+\S/.test(line))
      items[items.length - 1] += ` ${line.trim()}`;
  }
  return lists;
}

/**
 * The stories a criterion names as its check: "checked in `Stories.Keyboard`", or several ("in
 * `Stories.A` and `Stories.B`"). A name under another namespace than the page's stays whole, so
 * it is no story.
 */
export function checkedIn(criterion: string, namespace: string): string[] {
  const clause = /\bchecked in ((?:`\w+\.\w+`(?:,\s*|,?\s+and\s+)?)+)/.exec(criterion)?.[1];
  return [...(clause ?? '').matchAll(/`(\w+)\.(\w+)`/g)].map(([whole, space, name]) =>
    space === namespace ? (name ?? '') : whole.slice(1, -1),
  );
}

/**
 * The end-to-end specs a criterion names as its check ("checked in `e2e/layout.spec.ts`"), for
 * what the story runner's frame cannot deliver (the browser's own Escape on a popover).
 */
export const checkedEndToEnd = (criterion: string): string[] =>
  [...criterion.matchAll(/`(e2e\/[\w./-]+\.spec\.ts)`/g)].map((match) => match[1] ?? '');

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** The stories with a play function: their own, or one taken from another (`...Default`). */
function storiesWithPlay({ stories }: StoriesFile): string[] {
  const own = (body: string) => /^ {2}play(: |\(|,)/m.test(withoutComments(body));
  const byName = new Map(stories.map((story) => [story.exportName, story.body]));
  const plays = (body: string, seen: Set<string>): boolean =>
    own(body) ||
    [...body.matchAll(/^ {2}\.\.\.(\w+),?$/gm)].some((spread) => {
      const other = byName.get(spread[1] ?? '');
      if (!other || seen.has(spread[1] ?? '')) return false;
      return plays(other, seen.add(spread[1] ?? ''));
    });
  return stories.filter((story) => plays(story.body, new Set())).map((story) => story.exportName);
}

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
      const namespace = attachedAs(subject);
      if (!subject.files.mdx) return `no ${subject.files.name}.mdx`;
      if (!namespace) return `${subject.files.name}.mdx does not import its stories`;
      return subject.files.mdx.includes(`<Meta of={${namespace}} />`) || 'no <Meta of={…} />';
    },
  },
  {
    id: 'description',
    text: 'The usage page says what the component is, in at least 20 words under its title.',
    appliesTo: isComponent,
    check: ({ files }) => words(description(files.mdx)) >= 20 || 'description under 20 words',
  },
  {
    id: 'when-to-use',
    text: 'It says when to use the component (`## When to use`) and when not (`## When not to use`).',
    appliesTo: isComponent,
    check: ({ files }) =>
      missing(
        'missing',
        ['When to use', 'When not to use']
          .filter((heading) => !/\S/.test(section(files.mdx, heading) ?? ''))
          .map((heading) => `## ${heading}`),
      ),
  },
  {
    id: 'keyboard-section',
    text: 'A component a keyboard reaches says how it works from the keyboard (`## Keyboard`).',
    appliesTo: (subject) => isComponent(subject) && subject.interactive,
    check: ({ files }) => /\S/.test(section(files.mdx, 'Keyboard') ?? '') || 'no ## Keyboard',
  },
  {
    id: 'do-dont',
    text: "Forms and feedback components give do and don't notes (`## Do and don't`, a Do and a Don't in bold).",
    appliesTo: (subject) =>
      isComponent(subject) && /^(Forms|Feedback and states)\//.test(subject.parsed.title),
    check: ({ files }) => {
      const notes = section(files.mdx, "Do and don't") ?? '';
      return (notes.includes('**Do**') && notes.includes("**Don't**")) || "no ## Do and don't";
    },
  },
  {
    id: 'stories-exist',
    text: 'The usage page shows only stories that exist.',
    appliesTo: isComponent,
    check: (subject) => {
      const namespace = attachedAs(subject) ?? 'Stories';
      const shown = [...subject.files.mdx.matchAll(new RegExp(`${namespace}\\.(\\w+)`, 'g'))];
      const exported = new Set(subject.parsed.stories.map((story) => story.exportName));
      return missing(
        'not a story',
        shown.map((match) => match[1] ?? '').filter((name) => !exported.has(name)),
      );
    },
  },
  {
    id: 'a11y-criteria',
    text: 'The usage page lists its accessibility acceptance criteria (`## Accessibility acceptance criteria`): what screen-reader users, zoom and reflow users and, when a keyboard reaches it, keyboard users must be able to do (`### Keyboard users`, `### Screen-reader users`, `### Zoom and reflow users`); each story it names as a check exists and has a play function, each end-to-end spec it names exists.',
    appliesTo: isComponent,
    check: (subject) => {
      const lists = acceptanceCriteria(subject.files.mdx);
      if (!lists) return `no ## ${a11yHeading}`;
      const required = [
        ...(subject.interactive ? ['Keyboard users'] : []),
        'Screen-reader users',
        'Zoom and reflow users',
      ];
      const empty = required.filter((heading) => (lists.get(heading) ?? []).length === 0);
      if (empty.length > 0)
        return missing(
          'no list',
          empty.map((heading) => `### ${heading}`),
        );
      const namespace = attachedAs(subject) ?? 'Stories';
      const checks = [...lists.values()].flat().flatMap((item) => checkedIn(item, namespace));
      const played = new Set(storiesWithPlay(subject.parsed));
      const exported = new Set(subject.parsed.stories.map((story) => story.exportName));
      const specs = [...lists.values()].flat().flatMap(checkedEndToEnd);
      return missing('not a story with a play function or an end-to-end spec', [
        ...[...new Set(checks)].filter((name) => !exported.has(name) || !played.has(name)),
        ...[...new Set(specs)].filter((spec) => !existsSync(join(repositoryRoot, spec))),
      ]);
    },
  },
  {
    id: 'page-stories',
    text: 'A page template has `Templates/*` stories whose `component` is the template.',
    appliesTo: isTemplate,
    check: ({ files, parsed }) => {
      const component = exportedComponent(files.sources.join('\n'));
      if (!/^[A-Z]\w+Page$/.test(component)) return 'no export { …Page }';
      if (!parsed.title.startsWith('Templates/')) return 'title outside Templates/';
      return new RegExp(`^ {2}component: ${component},`, 'm').test(parsed.meta) || 'no component';
    },
  },
  {
    id: 'page-description',
    text: 'A page template has a description: the JSDoc on its function, at least 8 words.',
    appliesTo: isTemplate,
    check: ({ files }) => {
      const source = files.sources.join('\n');
      const doc = jsDocOf(source, exportedComponent(source)) ?? '';
      return words(doc) >= 8 || 'no JSDoc of 8 words on its function';
    },
  },
  {
    id: 'page-widths',
    text: 'A page template is shown at both widths, 390 and 1280 px (stories with `...mobile` and `...desktop`).',
    appliesTo: isTemplate,
    check: ({ parsed }) =>
      missing(
        'no story at',
        ['mobile', 'desktop'].filter(
          (width) =>
            !parsed.stories.some((story) =>
              new RegExp(`^export const \\w+: Story = \\{\\s*\\.\\.\\.${width}\\b`).test(
                story.body,
              ),
            ),
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
    appliesTo: ({ files }) => files.sources.some((source) => source.includes('Remote<')),
    check: (subject) => {
      const code = storiesCode(subject);
      return missing(
        'no story',
        dataStates.filter(({ given }) => !given.test(code)).map(({ state }) => state),
      );
    },
  },
  {
    id: 'variants',
    text: 'Its props expose variants (its `cva` table): a story sets every value other than the default.',
    appliesTo: ({ files }) => variantTables(files.sources).length > 0,
    check: (subject) => {
      const code = storiesCode(subject);
      const unset = variantTables(subject.files.sources).flatMap(({ variants }) =>
        variants.flatMap(({ key, values, defaultValue }) =>
          values
            .filter((value) => value !== defaultValue && !(value === 'false' && !defaultValue))
            .filter((value) => !setsVariant(code, key, value))
            .map((value) => `${key} '${value}'`),
        ),
      );
      return missing('no story sets', unset);
    },
  },
];

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
    check: ({ files }) => {
      const failing = Object.keys(modeFailures[files.name] ?? {});
      return failing.length === 0 || `fails ${failing.join(', ')}`;
    },
  },
  {
    id: 'phone',
    text: 'A story shows it on a phone: the mobile viewport, 390 px (`Mobile`, or `...mobile`).',
    appliesTo: isComponent,
    check: ({ parsed }) =>
      parsed.stories.some((story) => /\.\.\.mobile\b|value: 'mobile'/.test(story.body)) ||
      'no story at 390 px',
  },
  {
    id: 'every-check',
    text: 'No story leaves the story run (`!test`) or turns its axe check off (`a11y.test` `off` or `todo`).',
    check: ({ files, parsed }) => {
      const skipped = parsed.stories
        .filter((story) => [...parsed.tags, ...story.tags].includes('!test'))
        .map((story) => story.exportName);
      const code = withoutComments(files.stories);
      const a11y = [...code.matchAll(/\ba11y: \{/g)].map((match) =>
        balanced(code, (match.index ?? 0) + match[0].length - 1),
      );
      if (a11y.some((block) => /\btest: '(off|todo)'|\bdisable: true/.test(block)))
        return 'an axe check is off';
      return missing('out of the story run', skipped);
    },
  },
];

export const keyboard: Criterion[] = [
  {
    id: 'keyboard-play',
    text: 'A component a keyboard reaches is worked from the keyboard in a play function (`userEvent.keyboard` or `userEvent.tab`).',
    appliesTo: ({ interactive }) => interactive,
    check: ({ files }) =>
      /\buserEvent\.(keyboard|tab)\(/.test(withoutComments(files.stories)) ||
      'no play uses the keyboard',
  },
  {
    id: 'keyboard-criteria-checked',
    text: 'A component a keyboard reaches has every keyboard criterion of its usage page checked: each names the story whose play function checks it ("checked in `Stories.Keyboard`"), or the end-to-end spec where the story runner cannot deliver the key (`e2e/….spec.ts`).',
    appliesTo: (subject) => isComponent(subject) && subject.interactive,
    check: (subject) => {
      const namespace = attachedAs(subject) ?? 'Stories';
      const unchecked = (acceptanceCriteria(subject.files.mdx)?.get('Keyboard users') ?? []).filter(
        (item) => checkedIn(item, namespace).length + checkedEndToEnd(item).length === 0,
      );
      return unchecked.length === 0 || `${unchecked.length} keyboard criteria name no story`;
    },
  },
];

export const issues: Criterion[] = [
  {
    id: 'no-known-issue',
    text: 'It has no open known issue (`knownIssues` in `packages/ui/src/stories/status.ts`).',
    check: ({ files }) => {
      const open = knownIssues[files.name] ?? [];
      return open.length === 0 || `${open.length} known issue${open.length > 1 ? 's' : ''}`;
    },
  },
];

export const deprecation: Criterion[] = [
  {
    id: 'replacement',
    text: 'Its replacement is named (`replacements` in `packages/ui/src/stories/status.ts`) and is in the library.',
    check: ({ files, library }) => {
      const replacement = replacements[files.name];
      if (!replacement) return 'no replacement named';
      return library.has(replacement) || `${replacement} is not in the library`;
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
  return {
    files,
    library,
    parsed: parseStories(files.stories),
    interactive: isInteractive(library, name),
  };
};

export function statusReport(library: Library): StatusReport[] {
  return [...library.keys()].map((name) => {
    const subject = subjectOf(library, name);
    const { parsed } = subject;
    return {
      name,
      kind: subject.files.kind,
      title: parsed.title,
      status: statusOf(parsed.tags),
      claimed: statusTags([...parsed.tags, ...parsed.stories.flatMap((story) => story.tags)]),
      docsId: storyId(parsed.title, 'Docs'),
      stories: parsed.stories.map((story) => ({
        name: story.name,
        id: storyId(parsed.title, story.exportName),
      })),
      knownIssues: knownIssues[name] ?? [],
      replacement: replacements[name],
      unmet: Object.fromEntries(
        statuses.map((status) => [status, unmetCriteria(subject, status)]),
      ) as Record<Status, Unmet[]>,
    };
  });
}
