/**
 * Made-up components for the tests of the status checks (component-status.test.ts,
 * component-docs.test.ts): one that meets every criterion of stable and a page template that
 * meets every criterion of its own, each written as Prettier writes the real ones. A test breaks
 * one thing and expects exactly that criterion to fail.
 */
import type { ComponentStatus, Status } from '../packages/ui/src/stories/status.ts';
import type { ComponentFiles } from './component-files.ts';
import { subjectOf, unmetCriteria, type Subject } from './component-status.ts';

/** A feedback component a keyboard reaches, with a size variant and a Remote list. */
const source = `import { cva, type VariantProps } from 'class-variance-authority';
import type { Remote } from '../../lib/remote';

const fixtureVariants = cva('rounded', {
  variants: { size: { sm: 'h-9', md: 'h-11' } },
  defaultVariants: { size: 'md' },
});

type FixtureProps = VariantProps<typeof fixtureVariants> & { state: Remote<string[]> };

function Fixture({ size, state }: FixtureProps) {
  return <button className={fixtureVariants({ size })}>{state.status}</button>;
}

export { Fixture };
`;

const stories = `import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { empty, loadError, loading, ready } from '../../stories/helpers';
import { Fixture } from './fixture';

const meta = {
  title: 'Feedback/Fixture',
  component: Fixture,
  tags: ['stable'],
  args: { state: ready(['a']) },
} satisfies Meta<typeof Fixture>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
  },
};

export const Loading: Story = { args: { state: loading } };

export const Empty: Story = { args: { state: empty } };

export const LoadError: Story = { args: { state: loadError(fn()) } };

export const Small: Story = { args: { size: 'sm' } };

export const Mobile: Story = { ...Default, globals: { viewport: { value: 'mobile' } } };
`;

const mdx = `import { Canvas, Controls, Meta, Stories } from '@storybook/addon-docs/blocks';
import * as FixtureStories from './fixture.stories';
import { AccessibilityCriteria } from '../../stories/status-badge';
import { status } from './fixture.status';

<Meta of={FixtureStories} />

# Fixture

A made-up component that exists only in these tests, with a description long enough to pass the
check of twenty words under its title.

<Canvas of={FixtureStories.Default} />

## When to use

- In these tests.

## When not to use

- Anywhere else.

## Keyboard

- Tab reaches its button.

## Do and don't

- **Do** test it.
- **Don't** ship it.

## Accessibility acceptance criteria

<AccessibilityCriteria status={status} />

## Props

<Controls />

<Stories includePrimary={false} />
`;

const status = {
  status: 'stable',
  keyboardStory: 'Default',
  criteria: [
    { who: 'keyboard', text: 'Tab reaches the button.', checkedIn: ['Default'] },
    { who: 'screen-reader', text: 'The button is named by its text.' },
    { who: 'zoom-reflow', text: 'Its text wraps at 400% zoom.', checkedIn: ['Mobile'] },
  ],
} satisfies ComponentStatus;

const page = `/** The whole page of a made-up route, its data and callbacks as props. */
function FixturePage() {
  return <main />;
}

export { FixturePage };
`;

const pageStories = `import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, mobile } from '../../stories/helpers';
import { FixturePage } from './fixture-page';

const meta = {
  title: 'Templates/Fixture',
  component: FixturePage,
  tags: ['beta'],
} satisfies Meta<typeof FixturePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyMobile: Story = { ...mobile };

export const ReadyDesktop: Story = { ...desktop };
`;

/** The fixture component's files. */
export const component: ComponentFiles = {
  name: 'fixture',
  kind: 'component',
  layer: 'feedback',
  dir: '',
  status,
  sources: [source],
  stories,
  mdx,
};

/** The fixture page template's files. */
export const template: ComponentFiles = {
  name: 'fixture-page',
  kind: 'template',
  layer: 'templates',
  dir: '',
  status: { status: 'beta' },
  sources: [page],
  stories: pageStories,
  mdx: '',
};

type Part = 'sources' | 'stories' | 'mdx';

/** The files with `from` replaced by `to` in one part; a `from` that is not there throws. */
export function changed(files: ComponentFiles, part: Part, from: string | RegExp, to = '') {
  const text = part === 'sources' ? files.sources.join('\n') : files[part];
  if (!(typeof from === 'string' ? text.includes(from) : from.test(text)))
    throw new Error(`the fixture's ${part} has no ${String(from)}`);
  const next = text.replace(from, to);
  return { ...files, ...(part === 'sources' ? { sources: [next] } : { [part]: next }) };
}

/** The files with another status file. */
export const withStatus = (files: ComponentFiles, changes: Partial<ComponentStatus>) => ({
  ...files,
  status: { ...(files.status ?? { status: 'beta' as const }), ...changes },
});

/** The files as the checks see them, alone in their library. */
export const subject = (files: ComponentFiles): Subject =>
  subjectOf(new Map([[files.name, files]]), files.name);

/** What the files lack for the status, as `id: detail`. */
export const unmet = (files: ComponentFiles | Subject, status: Status = 'stable') =>
  unmetCriteria('parsed' in files ? files : subject(files), status).map(
    ({ id, detail }) => `${id}: ${detail}`,
  );
