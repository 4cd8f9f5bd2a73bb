/**
 * Every repository path written in the README, the docs and the packages' READMEs exists, so a
 * renamed or removed file cannot leave a document pointing at nothing. CHANGELOG.md is left out:
 * history names files as they were.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isGenerated, namedPaths, packageFolders, topFolders } from './docs-paths';

const root = fileURLToPath(new URL('..', import.meta.url));

const markdownIn = (folder: string) =>
  existsSync(join(root, folder))
    ? readdirSync(join(root, folder))
        .filter((name) => name.endsWith('.md'))
        .map((name) => `${folder}/${name}`)
    : [];

const packageReadmes = ['packages', 'apps'].flatMap((group) =>
  readdirSync(join(root, group)).flatMap((name) => {
    const readme = `${group}/${name}/README.md`;
    return existsSync(join(root, readme)) ? [readme] : [];
  }),
);

const documents = ['README.md', ...markdownIn('docs'), ...packageReadmes];

/** "apps/api/README.md:12 src/missing.ts" for each path `document` names that does not exist. */
function missingPaths(document: string): string[] {
  const inPackage = packageReadmes.includes(document);
  const folder = dirname(join(root, document));
  const text = readFileSync(join(root, document), 'utf8');
  return namedPaths(text, inPackage ? [...topFolders, ...packageFolders] : topFolders)
    .filter(({ path, from }) => {
      const candidates =
        from === 'file'
          ? [join(folder, path)]
          : [join(root, path), ...(inPackage ? [join(folder, path)] : [])];
      const inRepository = candidates.map((candidate) => relative(root, candidate));
      // A path outside the repository (../shared/SPEC.md) is not the repository's to check.
      if (inRepository.every((path) => path.startsWith('..'))) return false;
      return !candidates.some(existsSync) && !inRepository.some(isGenerated);
    })
    .map(({ path, line }) => `${document}:${line} ${path}`);
}

describe('repository paths in the documents', () => {
  it('reads the README, the docs and every package README', () => {
    expect(documents).toContain('README.md');
    expect(documents.some((document) => document.startsWith('docs/'))).toBe(true);
    expect(packageReadmes.length).toBeGreaterThan(0);
  });

  it.each(documents)('every path %s names exists', (document) => {
    expect(missingPaths(document)).toEqual([]);
  });
});

describe('namedPaths', () => {
  const paths = (markdown: string, folders?: readonly string[]) =>
    namedPaths(markdown, folders).map(({ path, from }) => `${from} ${path}`);

  it('finds paths in prose, in code spans, in fenced code and as link targets', () => {
    const markdown = [
      'The route table is apps/site/src/app/routes.tsx.',
      'Run `bash scripts/test.sh` or see [the bench](scripts/bench/index.ts).',
      '```sh',
      'tsx apps/api/scripts/db.ts backup',
      '```',
      'More in [testing](./testing.md) and [the API](../apps/api/README.md#endpoints).',
    ].join('\n');
    expect(paths(markdown)).toEqual([
      'repo apps/site/src/app/routes.tsx',
      'repo scripts/test.sh',
      'repo scripts/bench/index.ts',
      'file scripts/bench/index.ts',
      'repo apps/api/scripts/db.ts',
      'file ./testing.md',
      'file ../apps/api/README.md',
    ]);
  });

  it('leaves out URLs, anchors, globs, placeholders and package names', () => {
    const markdown = [
      'See https://github.com/alan2207/bulletproof-react/blob/master/docs/project-structure.md',
      'and [Radix](https://www.radix-ui.com/primitives/docs/overview), [top](#quick-start),',
      '[mail](mailto:info@geraksehat.id), `apps/api/migrations/*.sql`, `packages/*/README.md`,',
      '`apps/site/src/data/use-<thing>.ts`, `/layanan/{slug}`, `@klinik/ui/site-search`,',
      '`http://localhost:3000/api/v1/settings`.',
    ].join('\n');
    expect(paths(markdown)).toEqual([]);
  });

  it('reads package-relative folders in prose only when asked', () => {
    expect(paths('see src/index.ts and test/')).toEqual([]);
    expect(paths('see src/index.ts and test/', [...topFolders, ...packageFolders])).toEqual([
      'repo src/index.ts',
      'repo test/',
    ]);
  });

  it('takes a file named by a relative path in code for a path too', () => {
    expect(paths('`app/routes.tsx`, `src/styles/theme.css`, `theme.css`, `/sw.js`')).toEqual([
      'repo app/routes.tsx',
      'repo src/styles/theme.css',
    ]);
  });

  it('gives the line of each path', () => {
    expect(namedPaths('one\n\nsee `e2e/routes.ts` and e2e/fixtures.ts:12.')).toEqual([
      { path: 'e2e/routes.ts', line: 3, from: 'repo' },
      { path: 'e2e/fixtures.ts', line: 3, from: 'repo' },
    ]);
  });

  it('knows what commands write', () => {
    expect(isGenerated('apps/site/dist/client')).toBe(true);
    expect(isGenerated('apps/api/data/klinik.db')).toBe(true);
    expect(isGenerated('apps/api/src/storage/database.ts')).toBe(false);
  });
});
