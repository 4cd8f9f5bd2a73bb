/**
 * The repository paths a Markdown file names, for the test that each one exists
 * (scripts/docs-paths.test.ts). Pure functions over text; the test reads the files.
 */

/** A path written in a document, with the line it is on. */
export interface NamedPath {
  path: string;
  line: number;
  /**
   * 'repo': written from the repository's root (or, in a package's README, from the package);
   * 'file': a link's target, relative to the document.
   */
  from: 'repo' | 'file';
}

/** The top-level folders whose paths the documents name, wherever they are written. */
export const topFolders = ['apps', 'packages', 'scripts', 'docs', 'e2e', '.storybook', '.ci'];

/**
 * The folders a package's README names relative to the package (`src/index.ts`); such a path
 * may also be the repository's (`scripts/test.sh`), so the test looks in both places.
 */
export const packageFolders = ['src', 'test', 'seed', 'migrations', 'scripts', 'server', 'sw'];

/**
 * A path starting with one of `folders`, not preceded by a character that would make it part
 * of something longer (a URL's path, `../apps/…`, `@klinik/…`). It runs to the first character
 * no path of ours holds; what is left of a placeholder or glob is caught by `isConcrete`.
 */
function pathPattern(folders: readonly string[]): RegExp {
  const names = folders.map((folder) => folder.replace('.', '\\.')).join('|');
  return new RegExp(`(?<![\\w/.@-])(?:${names})/[^\\s\`'"()\\[\\],;|#]*`, 'g');
}

/** `[text](target "title")`: the target. */
const markdownLink = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/** A code span: `text`. */
const codeSpan = /`([^`\n]+)`/g;

/**
 * A file named in a code span by a relative path (`app/routes.tsx`, `src/loader.ts`): named so,
 * it must exist too, so a document cannot name a file by a path no one can follow. Not one
 * that starts with `/` (an address on the site) or `@` (a package's module).
 */
const relativeFile = /^[\w.-]+(?:\/[^\s/]+)+\.[a-z]{1,5}$/i;

/** A URL or an address on another scheme (`https:`, `mailto:`, `tel:`): not a repository path. */
const hasScheme = /^[a-z][a-z\d+.-]*:/i;

/**
 * Paths a command or a build writes, which the repository does not hold: build output, the
 * databases and their backups, installed packages.
 */
const generated = [/(^|\/)dist(\/|$)/, /(^|\/)node_modules(\/|$)/, /^apps\/api\/data(\/|$)/];

/** A placeholder (`<slug>`, `{slug}`), a glob (`*.sql`) or an elision (`…`) names no one path. */
function isConcrete(path: string): boolean {
  return !/[<>{}*…]|\.\.\.|\$/.test(path);
}

/** Trailing punctuation of the sentence around a path is not part of it, nor a line number. */
function trimPath(path: string): string {
  return path.replace(/[.:!?]+$/, '').replace(/:\d+(?:[:-]\d+)?$/, '');
}

/**
 * Every concrete repository path `markdown` names: in prose, in code and as link targets.
 * `folders`: the folders a named path starts with (`topFolders`, plus `packageFolders` in a
 * package's README).
 */
export function namedPaths(markdown: string, folders: readonly string[] = topFolders): NamedPath[] {
  const repoPath = pathPattern(folders);
  const found: NamedPath[] = [];
  const lines = markdown.split('\n');
  lines.forEach((text, index) => {
    const line = index + 1;
    for (const [match] of text.matchAll(repoPath)) {
      const path = trimPath(match);
      if (isConcrete(path)) found.push({ path, line, from: 'repo' });
    }
    for (const [, code = ''] of text.matchAll(codeSpan)) {
      const path = code.trim();
      const named = path.match(repoPath)?.[0] === path;
      if (!named && relativeFile.test(path) && !hasScheme.test(path) && isConcrete(path)) {
        found.push({ path, line, from: 'repo' });
      }
    }
    for (const [, target = ''] of text.matchAll(markdownLink)) {
      const path = trimPath(target.replace(/[#?].*$/, ''));
      if (path === '' || hasScheme.test(target) || !isConcrete(path)) continue;
      found.push({ path, line, from: 'file' });
    }
  });
  return found;
}

/** Whether a path is one the repository does not hold because a command writes it. */
export function isGenerated(path: string): boolean {
  return generated.some((pattern) => pattern.test(path));
}
