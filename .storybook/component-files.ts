/**
 * The files of each component and page template of packages/ui, read as far as the status checks
 * need (component-status.ts, component-docs.test.ts): its status file as data, its sources and
 * usage page as text, and its stories as Storybook's own indexer reads them (csf-tools).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { types } from 'storybook/internal/babel';
import { babelParse, loadCsf } from 'storybook/internal/csf-tools';
import type { ComponentStatus } from '../packages/ui/src/stories/status.ts';

export type Kind = 'component' | 'template';

/** What a component's or template's folder holds, by the checks' reading. */
export type ComponentFiles = {
  /** The folder's name: `button`, `home-page`. */
  name: string;
  kind: Kind;
  /** Its layer (docs/architecture.md), `primitives` to `templates`, and its folder. */
  layer: string;
  dir: string;
  /** `<name>.status.ts`'s `status`, or undefined when there is none. */
  status: ComponentStatus | undefined;
  /** Its own `.tsx` sources, stories left out. */
  sources: string[];
  /** `<name>.stories.tsx`, or '' when there is none. */
  stories: string;
  /** `<name>.mdx`, the usage page of a component, or '' when there is none (a template). */
  mdx: string;
};

/** Every component and template by folder name: a component that uses another finds it here. */
export type Library = ReadonlyMap<string, ComponentFiles>;

const uiSource = fileURLToPath(new URL('../packages/ui/src/', import.meta.url));

/** The folders of the components under `dir`, through the site's areas (`sections/home/`). */
const componentFolders = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '__screenshots__')
    .flatMap(({ name }) =>
      // A component's folder holds its own source, `<name>.tsx`; an area's folder does not.
      existsSync(join(dir, name, `${name}.tsx`))
        ? [join(dir, name)]
        : componentFolders(join(dir, name)),
    );

/** A status file as data; a changed one is read anew (its time in the URL), an unchanged one not. */
async function readStatus(path: string): Promise<ComponentStatus | undefined> {
  if (!existsSync(path)) return undefined;
  const url = `${pathToFileURL(path).href}?t=${Math.trunc(statSync(path).mtimeMs)}`;
  return ((await import(/* @vite-ignore */ url)) as { status?: ComponentStatus }).status;
}

/** The files of each component and template, in the layers of docs/architecture.md, by name. */
export async function readLibrary(): Promise<Library> {
  const layers = ['primitives', 'feedback', 'sections', 'layout', 'templates'];
  const folders = layers.flatMap((layer) =>
    componentFolders(join(uiSource, layer)).map((dir) => ({ layer, dir, name: basename(dir) })),
  );
  const entries = folders.map(async ({ layer, dir, name }): Promise<[string, ComponentFiles]> => {
    const read = (file: string) =>
      existsSync(join(dir, file)) ? readFileSync(join(dir, file), 'utf8') : '';
    const sources = readdirSync(dir).filter((file) => /(?<!\.stories)\.tsx$/.test(file));
    return [
      name,
      {
        name,
        kind: layer === 'templates' ? 'template' : 'component',
        layer,
        dir,
        status: await readStatus(join(dir, `${name}.status.ts`)),
        sources: sources.sort().map(read),
        stories: read(`${name}.stories.tsx`),
        mdx: read(`${name}.mdx`),
      },
    ];
  });
  return new Map((await Promise.all(entries)).sort(([a], [b]) => a.localeCompare(b)));
}

/** The files readLibrary reads, so a Storybook plugin can watch them. */
export const libraryFiles = (library: Library): string[] =>
  [...library.values()].flatMap(({ dir }) =>
    readdirSync(dir)
      .filter((file) => /\.(tsx|mdx|status\.ts)$/.test(file))
      .map((file) => join(dir, file)),
  );

/** Markup a keyboard reaches: links, buttons, fields, disclosures, dialogs, menus. */
const focusable =
  /<(a|button|input|select|textarea|summary|form)[\s>]|'button'|Dialog\.|NavigationMenu\.|popoverTarget/;

/** Components a source imports: the folder of each `…/<folder>/<file>` it imports from. */
const usedComponents = (source: string) =>
  [...source.matchAll(/from '(?:\.\.?\/)+(?:[\w-]+\/)*([\w-]+)\/[\w-]+'/g)].map(
    (match) => match[1] ?? '',
  );

/** Focusable itself, or built from another component that is (ListState renders Button). */
export function isInteractive(library: Library, name: string, seen = new Set<string>()): boolean {
  const files = library.get(name);
  if (!files || seen.has(name)) return false;
  seen.add(name);
  if (files.sources.some((source) => focusable.test(source))) return true;
  return files.sources
    .flatMap(usedComponents)
    .some(
      (other) => library.get(other)?.kind === 'component' && isInteractive(library, other, seen),
    );
}

/** The text of a usage page's `## heading` section, up to the next heading or doc block. */
export const section = (mdx: string, heading: string) =>
  new RegExp(`^## ${heading}$([\\s\\S]*?)(?=^#{1,2} |^<[A-Z]|$(?![\\s\\S]))`, 'm')
    .exec(mdx)?.[1]
    ?.trim();

/** The prose between the page's `# Title` and its first section or doc block. */
export const description = (mdx: string) =>
  section(mdx.replace(/^# .+$/m, '## Title'), 'Title') ?? '';

export const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The text of the JSDoc right above `function name(`, or undefined when there is none. */
export function jsDocOf(source: string, name: string): string | undefined {
  const doc = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*function ${name}\\b`).exec(source);
  return doc?.[1]?.replace(/^\s*\* ?/gm, '').trim();
}

/** Comments removed, so what a comment says never counts as what the code does. */
export const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"\w])\/\/.*$/gm, '$1');

/** Babel's nodes of a tree, depth first. */
type Node = { type: string; start?: number | null; end?: number | null } & Record<string, unknown>;
export function* nodesOf(node: unknown): Generator<Node> {
  if (typeof (node as Node | null)?.type !== 'string') return;
  yield node as Node;
  for (const key of types.VISITOR_KEYS[(node as Node).type] ?? []) {
    const child = (node as Node)[key];
    for (const each of Array.isArray(child) ? child : [child]) yield* nodesOf(each);
  }
}

/** A property's name in an object literal: `sm`, `'icon-phone'`, `3`. */
const keyOf = (property: Node) =>
  String((property.key as Node).name ?? (property.key as Node).value);

/** An object literal's own properties, spreads left out. */
const propertiesOf = (node: unknown): Node[] =>
  (((node as Node | undefined)?.properties ?? []) as Node[]).filter(
    (property) => property.type === 'ObjectProperty',
  );

export type Story = {
  /** The export (`LoadError`), and the name and id Storybook's indexer gives it. */
  exportName: string;
  name: string;
  id: string;
  tags: string[];
  /** A play function of its own or of a story it spreads (`...Default`). */
  play: boolean;
  /** What its object spreads: `mobile`, `Default`. */
  spreads: string[];
  /** Its code, comments removed. */
  code: string;
};

export type StoriesFile = {
  title: string;
  /** The meta's component, as written: `HomePage`. */
  component: string | undefined;
  /** The meta's own tags (the project adds `autodocs` to every file). */
  tags: string[];
  stories: Story[];
  /** What the file's code sets: comments, imports and the meta's controls (`argTypes`) removed. */
  code: string;
  /** Babel's tree of the file. */
  tree: unknown;
};

const slice = (text: string, node: unknown) =>
  text.slice((node as Node | undefined)?.start ?? 0, (node as Node | undefined)?.end ?? 0);

/** A stories file as Storybook's indexer reads it; an empty one when it cannot be read. */
export function parseStories(text: string): StoriesFile {
  const csf = loadCsf(text, { fileName: 'stories.tsx', makeTitle: (title) => title ?? '' });
  try {
    csf.parse();
  } catch {
    return { title: '', component: undefined, tags: [], stories: [], code: '', tree: null };
  }
  const stories = Object.entries(csf._stories).map(([exportName, story]) => {
    const declaration = csf._storyExports[exportName] as unknown as Node;
    const init = declaration.init as Node | undefined;
    return {
      exportName,
      name: story.name ?? exportName,
      id: story.id,
      tags: (story.tags ?? []).filter((tag) => tag !== 'play-fn'),
      play: story.__stats.play === true,
      spreads: ((init?.properties ?? []) as Node[])
        .filter((property) => property.type === 'SpreadElement')
        .map((spread) => String((spread.argument as Node).name)),
      code: withoutComments(slice(text, declaration)),
    };
  });
  const plays = (story: Story | undefined, seen: Set<string>): boolean =>
    !!story &&
    (story.play ||
      story.spreads.some(
        (name) =>
          !seen.has(name) &&
          plays(
            stories.find((s) => s.exportName === name),
            seen.add(name),
          ),
      ));
  const argTypes = slice(text, csf._metaAnnotations.argTypes);
  return {
    title: csf.meta?.title ?? '',
    component: csf.meta?.component,
    tags: csf.meta?.tags ?? [],
    stories: stories.map((story) => ({ ...story, play: plays(story, new Set()) })),
    code: withoutComments(
      text.replace(argTypes, '').replace(/^import [\s\S]*?from '[^']+';$/gm, ''),
    ),
    tree: csf._ast,
  };
}

/**
 * The values of the cva variants a component defines and exposes as props (`VariantProps<typeof
 * buttonVariants>` in its own sources), other than each variant's default. A table it borrows
 * (ChatLink takes Button's) is the lender's to show.
 */
export function variantValues(sources: readonly string[]): { key: string; value: string }[] {
  const code = sources.join('\n');
  return sources.flatMap((source) =>
    [...nodesOf(babelParse(source))].flatMap((node) => {
      const call = node.init as Node | undefined;
      const exposed = code.includes(`VariantProps<typeof ${String((node.id as Node)?.name)}>`);
      if ((call?.callee as Node | undefined)?.name !== 'cva' || !exposed) return [];
      const options = propertiesOf((call?.arguments as Node[])[1]);
      const table = (key: string) => propertiesOf(options.find((o) => keyOf(o) === key)?.value);
      return table('variants').flatMap((variant) => {
        const preset = table('defaultVariants').find((entry) => keyOf(entry) === keyOf(variant));
        const defaultValue = preset ? String((preset.value as Node).value) : 'false';
        return propertiesOf(variant.value)
          .map((value) => ({ key: keyOf(variant), value: keyOf(value) }))
          .filter(({ value }) => value !== defaultValue);
      });
    }),
  );
}
