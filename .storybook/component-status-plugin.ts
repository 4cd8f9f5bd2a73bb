/**
 * `virtual:klinik/component-status`: the status of every component and page template, written
 * when Storybook builds from the same reading of their files that component-status.test.ts
 * checks, for the "Status komponen" and "Kriteria status" pages (packages/ui/src/stories). Nothing
 * on those pages is typed by hand: a story added or a status changed shows there at the next build.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { statuses } from '../packages/ui/src/stories/status.ts';
import { libraryFiles, readLibrary } from './component-files.ts';
import { criteria, statusReport } from './component-status.ts';

const moduleId = 'virtual:klinik/component-status';
const resolvedId = `\0${moduleId}`;
const statusFile = fileURLToPath(new URL('../packages/ui/src/stories/status.ts', import.meta.url));

export function componentStatusPlugin(): Plugin {
  return {
    name: 'klinik:component-status',
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      const library = readLibrary();
      for (const file of [...libraryFiles(library), statusFile]) this.addWatchFile(file);
      const texts = Object.fromEntries(
        statuses.map((status) => [status, criteria[status].map(({ id, text }) => ({ id, text }))]),
      );
      return [
        `export const report = ${JSON.stringify(statusReport(library))};`,
        `export const criteria = ${JSON.stringify(texts)};`,
      ].join('\n');
    },
  };
}
