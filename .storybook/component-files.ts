/**
 * The files of each component and page template of packages/ui, read and taken apart as far as
 * the documentation checks need (component-docs.test.ts, component-status.ts). Stories files are
 * read as text, not run: the checks see what the file says, as Prettier lays it out (two spaces
 * before each property of the meta and of a story).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Kind = 'component' | 'template';

/** What a component's or template's folder holds, by the checks' reading. */
export type ComponentFiles = {
  /** The folder's name: `button`, `home-page`. */
  name: string;
  kind: Kind;
  /** Its own `.tsx` sources, stories left out. */
  sources: string[];
  /** `<name>.stories.tsx`, or '' when there is none. */
  stories: string;
  /** `<name>.mdx`, the usage page of a component, or '' when there is none. */
  mdx: string;
};

/** Every component and template by folder name: a component that uses another finds it here. */
export type Library = ReadonlyMap<string, ComponentFiles>;

export const uiSource = fileURLToPath(new URL('../packages/ui/src/', import.meta.url));

/**
 * The library's layers (docs/architecture.md): each holds component folders, a section's layer
 * one folder per site area; the page templates are a layer of their own.
 */
export const componentLayers = ['primitives', 'feedback', 'sections', 'layout'] as const;

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '__screenshots__')
    .map((entry) => entry.name)
    .sort();

/** A component's folder holds its own source, `<name>.tsx`; an area's folder does not. */
const isComponentFolder = (dir: string, name: string) => existsSync(join(dir, `${name}.tsx`));

/** Every component folder under `dir`, by name, going down through the areas. */
function componentFolders(dir: string): [name: string, dir: string][] {
  return folders(dir).flatMap((name) =>
    isComponentFolder(join(dir, name), name)
      ? [[name, join(dir, name)] as [string, string]]
      : componentFolders(join(dir, name)),
  );
}

/** Each component's and template's folder, by name. */
export function libraryFolders(): Map<string, { kind: Kind; dir: string }> {
  const found = new Map<string, { kind: Kind; dir: string }>();
  for (const layer of componentLayers) {
    for (const [name, dir] of componentFolders(join(uiSource, layer))) {
      found.set(name, { kind: 'component', dir });
    }
  }
  for (const [name, dir] of componentFolders(join(uiSource, 'templates'))) {
    found.set(name, { kind: 'template', dir });
  }
  return new Map([...found].sort(([a], [b]) => a.localeCompare(b)));
}

const readIfAny = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : '');

/** The files of each component's and template's folder, in name order. */
export function readLibrary(): Library {
  const library = new Map<string, ComponentFiles>();
  for (const [name, { kind, dir }] of libraryFolders()) {
    library.set(name, {
      name,
      kind,
      sources: readdirSync(dir)
        .filter((file) => file.endsWith('.tsx') && !file.endsWith('.stories.tsx'))
        .sort()
        .map((file) => readFileSync(join(dir, file), 'utf8')),
      stories: readIfAny(join(dir, `${name}.stories.tsx`)),
      mdx: kind === 'component' ? readIfAny(join(dir, `${name}.mdx`)) : '',
    });
  }
  return library;
}

/** The paths of the files readLibrary reads, so a Storybook plugin can watch them. */
export function libraryFiles(library: Library): string[] {
  const folders = libraryFolders();
  return [...library.keys()].flatMap((name) => {
    const dir = folders.get(name)?.dir ?? '';
    return readdirSync(dir)
      .filter((file) => /\.(tsx|mdx)$/.test(file))
      .map((file) => join(dir, file));
  });
}

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

/** The text of a `## heading` section, up to the next heading or doc block. */
export function section(mdx: string, heading: string): string | undefined {
  const lines = mdx.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start === -1) return undefined;
  const end = lines.findIndex((line, index) => index > start && /^(#{1,2} |<[A-Z])/.test(line));
  return lines
    .slice(start + 1, end === -1 ? undefined : end)
    .join('\n')
    .trim();
}

/** The prose between the page's `# Title` and its first section or doc block. */
export function description(mdx: string): string {
  const afterTitle = mdx.split(/^# .+$/m)[1] ?? '';
  return (afterTitle.split(/^(?:## |<[A-Z])/m)[0] ?? '').trim();
}

export const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The text of the JSDoc right above `function name(`, or undefined when there is none. */
export function jsDocOf(source: string, name: string): string | undefined {
  const doc = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*function ${name}\\b`).exec(source);
  return doc?.[1]?.replace(/^\s*\* ?/gm, '').trim();
}

/** The component a template's file exports first: `HomePage`. */
export const exportedComponent = (source: string) => /^export \{ (\w+)/m.exec(source)?.[1] ?? '';

/** Comments removed, so what a comment says never counts as what the code does. */
export function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"\w])\/\/.*$/gm, '$1');
}

export type StoryEntry = {
  /** The export: `LoadError`. */
  exportName: string;
  /** What Storybook shows: the story's `name`, or the export's words (`Load Error`). */
  name: string;
  tags: string[];
  /** The story object's text. */
  body: string;
};

export type StoriesFile = {
  title: string;
  /** The meta's own tags (the project adds `autodocs` to every file). */
  tags: string[];
  /** The meta object's text. */
  meta: string;
  stories: StoryEntry[];
};

const quoted = (list: string) => [...list.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');

/** A top-level property (two spaces in) of an object's text, up to the end of its line. */
const property = (body: string, key: string) => new RegExp(`^  ${key}: (.*)$`, 'm').exec(body)?.[1];

/**
 * A story's name from its export, as Storybook makes it: words split where the case changes and
 * between letters and digits (`LoadError` is "Load Error", `FAQList` "FAQ List", `Step2` "Step 2").
 */
export function storyNameFromExport(exportName: string): string {
  return exportName
    .replace(/[_.-]/g, ' ')
    .replace(/(.)([A-Z])([a-z])/g, '$1 $2$3')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([a-z])(\d)/gi, '$1 $2')
    .replace(/(\d)([a-z])/gi, '$1 $2')
    .replace(/ +/g, ' ')
    .trim();
}

/** Storybook's id of a title or name part: lower case, anything else than letters and digits a dash. */
const sanitize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The id Storybook gives a story (`forms-button--load-error`) or, with 'Docs', its docs page. */
export const storyId = (title: string, exportName: string) =>
  `${sanitize(title)}--${sanitize(storyNameFromExport(exportName))}`;

/**
 * The meta and the stories of a stories file, in file order. The meta is `const meta = { … }`, a
 * story `export const Name: Story = { … };`, on one line or closed by `};` at the line's start.
 */
export function parseStories(text: string): StoriesFile {
  const lines = text.split('\n');
  const metaStart = lines.findIndex((line) => line.startsWith('const meta = {'));
  const metaEnd = lines.findIndex((line, index) => index > metaStart && line.startsWith('}'));
  const meta = metaStart === -1 ? '' : lines.slice(metaStart, metaEnd + 1).join('\n');
  const stories: StoryEntry[] = [];
  lines.forEach((line, index) => {
    const exported = /^export const (\w+): Story = \{/.exec(line);
    if (!exported?.[1]) return;
    const end = line.endsWith('};') ? index : lines.findIndex((l, i) => i > index && l === '};');
    const body = lines.slice(index, end === -1 ? undefined : end + 1).join('\n');
    const named = /^ {2}name: '([^']+)'/m.exec(body)?.[1];
    stories.push({
      exportName: exported[1],
      name: named ?? storyNameFromExport(exported[1]),
      tags: quoted(property(body, 'tags') ?? ''),
      body,
    });
  });
  return {
    title: /^ {2}title: '([^']+)'/m.exec(meta)?.[1] ?? '',
    tags: quoted(property(meta, 'tags') ?? ''),
    meta,
    stories,
  };
}

/** One cva table a component's props expose: its variants' values and the default of each. */
export type VariantTable = {
  name: string;
  variants: { key: string; values: string[]; defaultValue: string | undefined }[];
};

/**
 * The text of the `{ … }` or `[ … ]` that opens at `start`, strings and nesting respected (the
 * sources are Prettier's: no brace inside a template literal's text).
 */
export function balanced(text: string, start: number): string {
  let depth = 0;
  let quote = '';
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = '';
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if (char === '{' || char === '[' || char === '(') depth += 1;
    else if (char === '}' || char === ']' || char === ')') {
      depth -= 1;
      if (depth === 0) return text.slice(start, index + 1);
    }
  }
  return text.slice(start);
}

/** The keys of an object literal's text (`{ a: …, 'b-c': … }`) and the text of each value. */
export function entries(object: string): { key: string; value: string }[] {
  const inner = withoutComments(object.trim().slice(1, -1));
  const found: { key: string; value: string }[] = [];
  let index = 0;
  while (index < inner.length) {
    const key = /^\s*(?:'([^']+)'|"([^"]+)"|([\w$]+))\s*:\s*/.exec(inner.slice(index));
    if (!key) break;
    index += key[0].length;
    let end = index;
    while (end < inner.length && inner[end] !== ',') {
      const char = inner[end] ?? '';
      end += '{[(\'"`'.includes(char) ? balancedLength(inner, end, char) : 1;
    }
    found.push({ key: key[1] ?? key[2] ?? key[3] ?? '', value: inner.slice(index, end).trim() });
    index = end + 1;
  }
  return found;
}

function balancedLength(text: string, start: number, opener: string): number {
  if ('{[('.includes(opener)) return balanced(text, start).length;
  const close = text.indexOf(opener, start + 1);
  return close === -1 ? text.length - start : close - start + 1;
}

/**
 * The cva tables a component defines and exposes as props (`VariantProps<typeof buttonVariants>`
 * in its own sources). A table it borrows (ChatLink takes Button's) is the lender's to show.
 */
export function variantTables(sources: readonly string[]): VariantTable[] {
  const code = sources.join('\n');
  return [...code.matchAll(/const (\w+) = cva\(/g)].flatMap((match) => {
    const name = match[1] ?? '';
    if (!new RegExp(`VariantProps<typeof ${name}>`).test(code)) return [];
    const call = balanced(code, (match.index ?? 0) + match[0].length - 1);
    const options = entries(balanced(call, call.lastIndexOf('{', call.indexOf('variants:'))));
    const table = (key: string) => {
      const value = options.find((option) => option.key === key)?.value;
      return value?.startsWith('{') ? entries(value) : [];
    };
    const defaults = table('defaultVariants');
    return [
      {
        name,
        variants: table('variants').map(({ key, value }) => ({
          key,
          values: entries(value).map((entry) => entry.key),
          defaultValue: defaults.find((entry) => entry.key === key)?.value.replace(/^'|'$/g, ''),
        })),
      },
    ];
  });
}
