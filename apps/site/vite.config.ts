import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  define: {
    // The public origin (canonical and share URLs): one setting, read at build time.
    // Empty means the clinic's default origin from @klinik/clinic (see app/seo.tsx).
    __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? ''),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        rollupOptions: { input: 'src/entry-client.tsx' },
      },
  ssr: {
    // Workspace packages ship TypeScript source: bundle them into the server build.
    noExternal: ['@klinik/ui', '@klinik/clinic'],
  },
}));
