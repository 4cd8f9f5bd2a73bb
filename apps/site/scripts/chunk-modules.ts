import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** Where the client build lists each chunk's modules, beside Vite's manifest in dist/client. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * A module's id as the budget's module lists name it: its path from the repository's root, with
 * `/`; a package's file as `node_modules/<package>/<file>`, without pnpm's store folder or the
 * version; Rolldown's and Vite's own modules (`\0rolldown/runtime.js`) without the `\0`.
 */
export function modulePath(id: string, root: string): string {
  if (id.startsWith('\0')) return id.slice(1);
  const path = id.split('?')[0] ?? id;
  const inPackage = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(.*)$/.exec(
    path,
  );
  if (inPackage) return `node_modules/${(inPackage[1] ?? '').split(sep).join('/')}`;
  return relative(root, path).split(sep).join('/');
}

/**
 * Writes CHUNK_MODULES_FILE: for each chunk of the client build (by file, as in Vite's
 * manifest), the sorted paths (`modulePath`) of the modules whose code it holds; a module tree
 * shaking left nothing of is not listed. `pnpm check:budget` reads it to list each page's modules.
 */
export function chunkModules(root: string): Plugin {
  return {
    name: 'klinik:chunk-modules',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle).sort((a, b) =>
        a.fileName < b.fileName ? -1 : 1,
      )) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.entries(output.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id]) => modulePath(id, root))
          .sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: `${JSON.stringify(chunks, null, 2)}\n`,
      });
    },
  };
}
