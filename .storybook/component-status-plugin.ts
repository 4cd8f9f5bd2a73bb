/**
 * `virtual:klinik/component-status`: the status of every component and page template, written
 * when Storybook builds from the same reading of their files that component-status.test.ts
 * checks, for the "Status komponen" and "Kriteria status" pages (packages/ui/src/stories). Nothing
 * on those pages is typed by hand: a story added or a status file changed shows there at once.
 */
import type { Plugin } from 'vite';
import { statuses } from '../packages/ui/src/stories/status.ts';
import { libraryFiles, readLibrary } from './component-files.ts';
import { criteria, statusReport } from './component-status.ts';

const moduleId = 'virtual:klinik/component-status';
const resolvedId = `\0${moduleId}`;

export function componentStatusPlugin(): Plugin {
  return {
    name: 'klinik:component-status',
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      const library = await readLibrary();
      for (const file of libraryFiles(library)) this.addWatchFile(file);
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
