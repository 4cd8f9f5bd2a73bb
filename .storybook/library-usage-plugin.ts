/**
 * `virtual:klinik/library-usage`: what packages/ui's sources use, read when Storybook builds, for
 * the foundations pages (packages/ui/src/foundations). It exports the lucide icons the library
 * imports (as components, so the gallery bundles those and no others), the files that import
 * each one, and the Tailwind classes in use. Stories, tests and the foundations pages themselves
 * do not count: they are not the library.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { parseTheme, typeScale } from '../packages/ui/src/foundations/design-tokens.ts';
import { classUsage, lucideImports } from '../packages/ui/src/foundations/library-usage.ts';

const moduleId = 'virtual:klinik/library-usage';
const resolvedId = `\0${moduleId}`;
const uiSource = fileURLToPath(new URL('../packages/ui/src/', import.meta.url));

function librarySourceFiles(): string[] {
  return readdirSync(uiSource, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => !/\.(stories|test)\.tsx?$|\.d\.ts$/.test(file))
    .filter((file) => !file.startsWith('foundations/') && !file.startsWith('stories/'))
    .map((file) => join(uiSource, file))
    .sort();
}

function textSteps(): string[] {
  const require = createRequire(import.meta.url);
  const tokens = parseTheme(
    readFileSync(join(uiSource, 'styles/tokens.generated.css'), 'utf8'),
    parseTheme(readFileSync(require.resolve('tailwindcss/theme.css'), 'utf8')),
  );
  return typeScale(tokens).map(({ step }) => step);
}

export function libraryUsagePlugin(): Plugin {
  return {
    name: 'klinik:library-usage',
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      // lucide-react is packages/ui's dependency, not the root's: resolve it from there.
      const lucide = await this.resolve('lucide-react', join(uiSource, 'index.ts'));
      if (!lucide) throw new Error('lucide-react is not resolvable from packages/ui');
      const files = librarySourceFiles();
      const sources = files.map((file) => {
        this.addWatchFile(file);
        return readFileSync(file, 'utf8');
      });
      const iconFiles: Record<string, string[]> = {};
      files.forEach((file, index) => {
        for (const name of lucideImports(sources[index] ?? '')) {
          (iconFiles[name] ??= []).push(relative(uiSource, file));
        }
      });
      const names = Object.keys(iconFiles).sort();
      return [
        `import { ${names.join(', ')} } from ${JSON.stringify(lucide.id)};`,
        `export const icons = { ${names.join(', ')} };`,
        `export const iconFiles = ${JSON.stringify(iconFiles)};`,
        `export const usage = ${JSON.stringify(classUsage(sources, textSteps()))};`,
      ].join('\n');
    },
  };
}
