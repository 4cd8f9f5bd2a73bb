import { defineConfig } from 'vite';

/**
 * Bundles the server into dist/main.js, the render worker that its threads run into
 * dist/render-worker.js (src/site/render/pool.ts) and the retention worker into
 * dist/retention-worker.js (src/data/retention.ts). npm dependencies stay external and load from
 * node_modules at run time (better-sqlite3 is native and cannot be bundled); the workspace
 * package @klinik/clinic ships TypeScript source, so it must be compiled into the bundle. The
 * code both entries share goes into chunks beside them, in dist/ itself: paths such as
 * '../data/klinik.db' are written relative to the module, one level below apps/api, as
 * src/main.ts and src/config.ts are (the modules in the folders of src/ take theirs from
 * src/config.ts).
 */
export default defineConfig({
  build: {
    ssr: true,
    target: 'node22',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: {
        main: 'src/main.ts',
        'render-worker': 'src/site/render/worker.ts',
        'retention-worker': 'src/data/retention-worker.ts',
      },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
  ssr: {
    target: 'node',
    noExternal: ['@klinik/clinic'],
  },
});
