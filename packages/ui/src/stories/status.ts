/**
 * The status of each component and page template, and the reasons for it, as data: each folder's
 * `<name>.status.ts` exports `status` (a `ComponentStatus`). `.storybook/component-status.ts` holds
 * it to the criteria of its status; the usage page renders its accessibility acceptance criteria
 * (`AccessibilityCriteria`, status-badge.tsx); the stories repeat the status as their meta's one
 * status tag, because Storybook's index (the sidebar's badge) reads tags only as literals, and the
 * status test fails when the two differ.
 */

import { modes, type ModeName } from './modes';

export const statuses = ['stable', 'beta', 'experimental', 'deprecated'] as const;

export type Status = (typeof statuses)[number];

/** The user groups of the accessibility acceptance criteria (GOV.UK's), as the usage pages head them. */
export const userGroups = {
  keyboard: 'Keyboard users',
  'screen-reader': 'Screen-reader users',
  'zoom-reflow': 'Zoom and reflow users',
} as const;

export type UserGroup = keyof typeof userGroups;

/** An end-to-end spec, for what the story runner's frame cannot deliver (the browser's own Escape). */
export type EndToEndSpec = `e2e/${string}.spec.ts`;

/** What one group of users must be able to do with the component. */
export type AcceptanceCriterion = {
  who: UserGroup;
  /** One criterion, in sentences; where it is checked is `checkedIn`, not this text. */
  text: string;
  /**
   * The stories (export names: `Keyboard`) whose play functions check it on every run, or the
   * end-to-end specs that do. Without any, a person checks it (a screen reader, 400% zoom).
   */
  checkedIn?: readonly (string | EndToEndSpec)[];
};

/** Something wrong with a component that is not fixed yet; fixed issues are deleted (git keeps them). */
export type KnownIssue = {
  /** One sentence: what a visitor or a developer meets. */
  summary: string;
  /** Why it is so, and what to do meanwhile. */
  details?: string;
};

/** A component's or template's `<name>.status.ts`. */
export type ComponentStatus = {
  status: Status;
  /** The story whose play function works it from the keyboard, when a keyboard reaches it. */
  keyboardStory?: string;
  /** Its accessibility acceptance criteria, shown on its usage page; a component has them. */
  criteria?: readonly AcceptanceCriterion[];
  /** Open known issues: a component with one cannot be stable. */
  knownIssues?: readonly KnownIssue[];
  /** What replaces a deprecated component: a folder name of the library. */
  replacement?: string;
};

/** The badge's text: the status in Indonesian, so the badge never relies on its colour. */
export const statusLabels: Record<Status, string> = {
  stable: 'Stabil',
  beta: 'Beta',
  experimental: 'Eksperimental',
  deprecated: 'Usang',
};

/**
 * The badge's colours, the same in the sidebar and on the docs pages. Fixed here rather than
 * taken from the site's theme: they belong to Storybook, not to the site, and must not change
 * with it. Each text colour is at least 7:1 on its background (component-status.test.ts
 * computes it); a border in the text's colour outlines the pale badge on the pale sidebar.
 */
export const statusColours: Record<Status, { text: string; background: string }> = {
  stable: { text: '#14532d', background: '#dcfce7' },
  beta: { text: '#1e3a8a', background: '#dbeafe' },
  experimental: { text: '#7c2d12', background: '#ffedd5' },
  deprecated: { text: '#3f3f46', background: '#f4f4f5' },
};

/** The status tags among a story's or a file's tags, in the order above. */
export const statusTags = (tags: readonly string[]): Status[] =>
  statuses.filter((status) => tags.includes(status));

/** The one status among the tags, or undefined when there is none or more than one. */
export function statusOf(tags: readonly string[]): Status | undefined {
  const found = statusTags(tags);
  return found.length === 1 ? found[0] : undefined;
}

/**
 * The modes (`modes.ts`) in which stories of a component still fail, by folder name, with what
 * fails. The story run lets these failures pass (.storybook/mode-checks.ts) and every other
 * failure fail; each entry is a known issue of its component. A mode that passes is deleted.
 * Kept here rather than in the status files: the story run and Storybook's manager both import
 * this file, and neither can gather the status files.
 */
export const modeFailures: Readonly<Record<string, Partial<Record<ModeName, string>>>> = {};

/** A component's open known issues: its status file's and the modes it fails. */
export const knownIssuesOf = (name: string, own: readonly KnownIssue[] = []): KnownIssue[] => [
  ...own,
  ...Object.entries(modeFailures[name] ?? {}).map(([mode, what]) => ({
    summary: `Fails the ${modes[mode as ModeName].title.toLowerCase()} mode: ${what}`,
    details: modes[mode as ModeName].promise,
  })),
];

/** A criterion as the docs pages show it. */
export type CriterionText = { id: string; text: string };

/** A criterion a component does not meet, and what it lacks. */
export type Unmet = CriterionText & { detail: string };

/**
 * A component or template as the "Status komponen" page lists it (written by
 * `.storybook/component-status.ts` when Storybook builds).
 */
export type StatusReport = {
  /** Its folder's name: `button`, `home-page`. */
  name: string;
  kind: 'component' | 'template';
  /** Its stories' title: `Primitives/Button`. */
  title: string;
  /** Its status file's status, or undefined when it has none (the test fails on that). */
  status: Status | undefined;
  /** Every status tag its stories carry, on the meta and on single stories. */
  tagged: Status[];
  /** Storybook's id of its docs page. */
  docsId: string;
  stories: { name: string; id: string }[];
  knownIssues: readonly KnownIssue[];
  replacement: string | undefined;
  /** For each status, what it lacks to claim it. */
  unmet: Record<Status, Unmet[]>;
};
