import { defineConfig } from 'vite';

/**
 * Bundles the server into dist/main.js. npm dependencies stay external and load from
 * node_modules at run time (better-sqlite3 is native and cannot be bundled); the workspace
 * package @klinik/clinic ships TypeScript source, so it must be compiled into the bundle.
 */
export default defineConfig({
  build: {
    ssr: 'src/main.ts',
    target: 'node20',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  ssr: {
    target: 'node',
    noExternal: ['@klinik/clinic'],
  },
});
