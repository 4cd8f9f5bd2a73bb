/**
 * Every component of packages/ui has a usage page: `<name>/<name>.mdx`, attached to its stories,
 * that says what the component is and when (not) to use it, how it works from the keyboard when
 * it holds anything focusable, and, for forms and feedback, what to do and not to do. Storybook
 * would build without these pages; this test is what makes them required.
 *
 * Every page template (`templates/<name>/`) is a whole page: its docs are the autodocs page of its
 * `Pages/*` stories, so it needs stories at both widths (390 and 1280 px) and a description, the
 * JSDoc on the template's function that autodocs shows.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const componentsDir = fileURLToPath(new URL('../packages/ui/src/components/', import.meta.url));
const templatesDir = fileURLToPath(new URL('../packages/ui/src/templates/', import.meta.url));
const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const components = folders(componentsDir);
const templates = folders(templatesDir);

const read = (...parts: string[]) => readFileSync(join(componentsDir, ...parts), 'utf8');
/** A file of the component's folder, or '' when it is missing (a test below says so). */
const readIfAny = (...parts: string[]) =>
  existsSync(join(componentsDir, ...parts)) ? read(...parts) : '';

/** The component's own source files, stories left out. */
function sources(name: string): string[] {
  return readdirSync(join(componentsDir, name))
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.stories.tsx'))
    .map((file) => read(name, file));
}

/** Markup a keyboard reaches: links, buttons, fields, disclosures, dialogs, menus. */
const focusable =
  /<(a|button|input|select|textarea|summary|form)[\s>]|'button'|Dialog\.|NavigationMenu\.|popoverTarget/;

/** Focusable itself, or built from another component that is (ListState renders Button). */
function isInteractive(name: string, seen = new Set<string>()): boolean {
  if (seen.has(name)) return false;
  seen.add(name);
  const code = sources(name);
  if (code.some((source) => focusable.test(source))) return true;
  const used = code.flatMap((source) =>
    [...source.matchAll(/from '\.\.\/([\w-]+)\/[\w-]+'/g)].map((match) => match[1] ?? ''),
  );
  return used.some((other) => components.includes(other) && isInteractive(other, seen));
}

/** The text of a `## heading` section, up to the next heading or doc block. */
function section(mdx: string, heading: string): string | undefined {
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
function description(mdx: string): string {
  const afterTitle = mdx.split(/^# .+$/m)[1] ?? '';
  return (afterTitle.split(/^(?:## |<[A-Z])/m)[0] ?? '').trim();
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe.each(components)('%s', (name) => {
  const mdxPath = join(componentsDir, name, `${name}.mdx`);
  const stories = readIfAny(name, `${name}.stories.tsx`);

  it('has stories', () => {
    expect(stories, `${name}/${name}.stories.tsx`).toMatch(/export const \w+: Story\b/);
  });

  it('has a usage page attached to its stories', () => {
    expect(existsSync(mdxPath), `${name}/${name}.mdx`).toBe(true);
    const mdx = read(name, `${name}.mdx`);
    const imported = new RegExp(`import \\* as (\\w+) from '\\./${name}\\.stories';`).exec(mdx);
    expect(imported, `imports ./${name}.stories`).not.toBeNull();
    expect(mdx).toContain(`<Meta of={${imported?.[1]}} />`);
  });

  it('describes what the component is, when to use it and when not', () => {
    const mdx = existsSync(mdxPath) ? read(name, `${name}.mdx`) : '';
    expect(words(description(mdx)), 'description under the title').toBeGreaterThanOrEqual(20);
    expect(section(mdx, 'When to use'), '## When to use').toMatch(/\S/);
    expect(section(mdx, 'When not to use'), '## When not to use').toMatch(/\S/);
  });

  it('shows only stories that exist', () => {
    const mdx = existsSync(mdxPath) ? read(name, `${name}.mdx`) : '';
    const namespace = /import \* as (\w+) from/.exec(mdx)?.[1] ?? 'Stories';
    for (const [, story] of mdx.matchAll(new RegExp(`${namespace}\\.(\\w+)`, 'g'))) {
      expect(stories, `${namespace}.${story}`).toMatch(new RegExp(`export const ${story}\\b`));
    }
  });

  it.runIf(isInteractive(name))('says how it works from the keyboard', () => {
    const mdx = existsSync(mdxPath) ? read(name, `${name}.mdx`) : '';
    expect(section(mdx, 'Keyboard'), '## Keyboard').toMatch(/\S/);
  });

  const title = /^\s*title: '([^']+)'/m.exec(stories)?.[1] ?? '';
  it.runIf(/^(Forms|Feedback and states)\//.test(title))('gives do and don’t notes', () => {
    const mdx = existsSync(mdxPath) ? read(name, `${name}.mdx`) : '';
    const notes = section(mdx, "Do and don't") ?? '';
    expect(notes, "## Do and don't").toContain('**Do**');
    expect(notes, "## Do and don't").toContain("**Don't**");
  });
});

/** The text of the JSDoc right above `function name(`, or undefined when there is none. */
function jsDocOf(source: string, name: string): string | undefined {
  const doc = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*function ${name}\\b`).exec(source);
  return doc?.[1]?.replace(/^\s*\* ?/gm, '').trim();
}

describe.each(templates)('template %s', (name) => {
  const file = (ext: string) => join(templatesDir, name, `${name}${ext}`);
  const source = existsSync(file('.tsx')) ? readFileSync(file('.tsx'), 'utf8') : '';
  const stories = existsSync(file('.stories.tsx'))
    ? readFileSync(file('.stories.tsx'), 'utf8')
    : '';
  const component = /^export \{ (\w+)/m.exec(source)?.[1] ?? '';

  it('has stories under Pages/ that document the template', () => {
    expect(component, `export { … } in ${name}.tsx`).toMatch(/^[A-Z]\w+Page$/);
    expect(stories, `${name}.stories.tsx`).toMatch(/^\s*title: 'Pages\/[^']+'/m);
    expect(stories, 'meta.component').toMatch(new RegExp(`^\\s*component: ${component},`, 'm'));
  });

  it('is shown at both widths, 390 and 1280 px', () => {
    const at = (width: 'mobile' | 'desktop') =>
      new RegExp(`export const \\w+: Story = \\{\\s*\\.\\.\\.${width}\\b`);
    expect(stories, 'a story with ...mobile').toMatch(at('mobile'));
    expect(stories, 'a story with ...desktop').toMatch(at('desktop'));
  });

  it('has a description: the JSDoc on its function', () => {
    const doc = jsDocOf(source, component) ?? '';
    expect(words(doc), `/** … */ right above function ${component}`).toBeGreaterThanOrEqual(8);
  });
});

it('finds the components', () => {
  expect(components.length).toBeGreaterThan(60);
  expect(isInteractive('skeleton')).toBe(false);
  expect(isInteractive('button')).toBe(true);
  // Interactive through a component it renders: ListState's retry button.
  expect(isInteractive('list-state')).toBe(true);
  expect(templates.length).toBeGreaterThan(10);
  // The JSDoc right above the function, not one above something declared between them.
  expect(jsDocOf('/** The page. */\nfunction APage() {}', 'APage')).toBe('The page.');
  expect(jsDocOf('/** A page. */\nconst hero = {};\nfunction APage() {}', 'APage')).toBeUndefined();
  expect(
    jsDocOf('/** A page. */\n/** Its hero. */\nconst hero = {};\nfunction APage() {}', 'APage'),
  ).toBeUndefined();
});
