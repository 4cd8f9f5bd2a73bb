/**
 * The files of each component and page template of packages/ui, read as far as the status checks
 * need (component-status.ts, component-docs.test.ts): its status file as data, its sources and
 * usage page as text, its stories and its `cva` tables as TypeScript's syntax trees.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
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

/** A source's syntax tree, as TypeScript reads a `.tsx` file: its syntax only, no types. */
export const syntaxTree = (source: string) =>
  ts.createSourceFile('source.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** The nodes of a tree, depth first; none of none. */
export function nodesOf(node: ts.Node | undefined): ts.Node[] {
  const nodes: ts.Node[] = [];
  const visit = (each: ts.Node) => {
    nodes.push(each);
    ts.forEachChild(each, visit);
  };
  if (node) visit(node);
  return nodes;
}

/** A member's name in an object literal (`sm`, `'icon-phone'`, `3`); '' of a spread. */
export const keyOf = (member: ts.ObjectLiteralElementLike) =>
  member.name && !ts.isComputedPropertyName(member.name) ? member.name.text : '';

/** A literal's value as text (`'md'` md, `3` 3, `true` true); undefined for anything else. */
export function literalOf(node: ts.Node | undefined): string | undefined {
  if (node && (ts.isStringLiteral(node) || ts.isNumericLiteral(node))) return node.text;
  if (node?.kind === ts.SyntaxKind.TrueKeyword) return 'true';
  return node?.kind === ts.SyntaxKind.FalseKeyword ? 'false' : undefined;
}

/** An object literal's members: properties, methods and spreads; none of anything else. */
const membersOf = (node: ts.Node | undefined): ts.ObjectLiteralElementLike[] =>
  node && ts.isObjectLiteralExpression(node) ? [...node.properties] : [];

/** An object literal's `key: value` properties. */
const propertiesOf = (node: ts.Node | undefined) => membersOf(node).filter(ts.isPropertyAssignment);

/** The value an object literal gives `key`. */
const valueOf = (node: ts.Node | undefined, key: string) =>
  propertiesOf(node).find((property) => keyOf(property) === key)?.initializer;

/** A string literal's text: `'Primitives/Button'`. */
const stringOf = (node: ts.Node | undefined) =>
  node && ts.isStringLiteral(node) ? node.text : undefined;

/** The string literals of an array literal: `['stable', '!test']`. */
const stringsOf = (node: ts.Node | undefined) =>
  node && ts.isArrayLiteralExpression(node)
    ? node.elements.flatMap((element) => stringOf(element) ?? [])
    : [];

/** An expression without its `satisfies …` and `as …`: the object of `{ … } satisfies Meta<…>`. */
const unwrapped = (node: ts.Expression | undefined): ts.Expression | undefined =>
  node && (ts.isSatisfiesExpression(node) || ts.isAsExpression(node))
    ? unwrapped(node.expression)
    : node;

/**
 * A story's name from its export, as Storybook makes it (`storyNameFromExport`): words split where
 * the case changes and between letters and digits, each begun in capitals (`LoadError` is "Load
 * Error", `FAQList` "FAQ List", `Step2` "Step 2").
 */
export const storyNameFromExport = (exportName: string) =>
  exportName
    .replace(/[_.-]/g, ' ')
    .replace(/(.)([A-Z])([a-z])/g, '$1 $2$3')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([a-z])(\d)/gi, '$1 $2')
    .replace(/(\d)([a-z])/gi, '$1 $2')
    .replace(/(^|\s)(\w)/g, (_, before: string, first: string) => before + first.toUpperCase())
    .replace(/ +/g, ' ')
    .trim();

/** A part of an id: lower case, each run of characters but a-z and 0-9 a dash, none at the ends. */
const sanitize = (part: string) =>
  part
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The id Storybook gives a story, by its documented format ("Permalink to stories" in Storybook's
 * docs, Sidebar & URLs: the title and the story, `foo-bar--baz`): the title and the name made from
 * the export, each sanitized, joined by `--` (`Sections/FAQ/FaqAccordion` and `LoadError` are
 * `sections-faq-faqaccordion--load-error`); with 'docs', its docs page's. Storybook keeps letters
 * beyond a-z (`é`) that this drops: the library's titles have none. component-status.test.ts
 * holds it to ids of a Storybook build.
 */
export const storyId = (title: string, exportName: string) =>
  `${sanitize(title)}--${sanitize(storyNameFromExport(exportName))}`;

export type Story = {
  /** The export (`LoadError`), and the name and id Storybook's indexer gives it. */
  exportName: string;
  name: string;
  id: string;
  tags: string[];
  /** A play function of its own, of the meta or of a story it spreads (`...Default`). */
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
  /** The file's syntax tree. */
  tree: ts.SourceFile | undefined;
};

/**
 * A stories file as Storybook indexes it, in CSF as the library writes it: the meta an object
 * (`const meta = { … } satisfies Meta<…>;` and `export default meta;`), each `export const` a
 * story. An empty one when it has no meta.
 */
export function parseStories(text: string): StoriesFile {
  const tree = syntaxTree(text);
  const declarations = tree.statements.filter(ts.isVariableStatement);
  const constant = (name: string) =>
    declarations
      .flatMap((statement) => statement.declarationList.declarations)
      .find((declaration) => declaration.name.getText(tree) === name)?.initializer;
  const exported = tree.statements.find(ts.isExportAssignment)?.expression;
  const meta = unwrapped(
    exported && ts.isIdentifier(exported) ? constant(exported.text) : exported,
  );
  if (!meta || !ts.isObjectLiteralExpression(meta))
    return { title: '', component: undefined, tags: [], stories: [], code: '', tree: undefined };
  const title = stringOf(valueOf(meta, 'title')) ?? '';
  const ownPlay = (object: ts.Node | undefined) =>
    membersOf(object).some((member) => keyOf(member) === 'play');
  const stories = declarations
    .filter((statement) => statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
    .flatMap((statement) => statement.declarationList.declarations)
    .map((declaration) => {
      const exportName = declaration.name.getText(tree);
      const object = unwrapped(declaration.initializer);
      return {
        exportName,
        name: stringOf(valueOf(object, 'name')) ?? storyNameFromExport(exportName),
        id: storyId(title, exportName),
        tags: stringsOf(valueOf(object, 'tags')),
        play: ownPlay(object) || ownPlay(meta),
        spreads: membersOf(object)
          .filter(ts.isSpreadAssignment)
          .map((spread) => spread.expression.getText(tree)),
        code: withoutComments(declaration.getText(tree)),
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
  const argTypes = valueOf(meta, 'argTypes')?.getText(tree) ?? '';
  return {
    title,
    component: valueOf(meta, 'component')?.getText(tree),
    tags: stringsOf(valueOf(meta, 'tags')),
    stories: stories.map((story) => ({ ...story, play: plays(story, new Set()) })),
    code: withoutComments(
      text.replace(argTypes, '').replace(/^import [\s\S]*?from '[^']+';$/gm, ''),
    ),
    tree,
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
    nodesOf(syntaxTree(source)).flatMap((node) => {
      if (!ts.isVariableDeclaration(node) || !node.initializer) return [];
      const call = node.initializer;
      const exposed = code.includes(`VariantProps<typeof ${node.name.getText()}>`);
      if (!ts.isCallExpression(call) || call.expression.getText() !== 'cva' || !exposed) return [];
      const options = call.arguments[1];
      const defaults = propertiesOf(valueOf(options, 'defaultVariants'));
      return propertiesOf(valueOf(options, 'variants')).flatMap((variant) => {
        const preset = defaults.find((entry) => keyOf(entry) === keyOf(variant));
        const defaultValue = preset ? String(literalOf(preset.initializer)) : 'false';
        return propertiesOf(variant.initializer)
          .map((value) => ({ key: keyOf(variant), value: keyOf(value) }))
          .filter(({ value }) => value !== defaultValue);
      });
    }),
  );
}
