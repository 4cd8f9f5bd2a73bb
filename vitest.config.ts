import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { searchForWorkspaceRoot } from 'vite';
import { defineConfig } from 'vitest/config';
import { browserCommands, hostPageSize } from './.storybook/browser-commands.ts';
import { chromiumArgs, chromiumExecutable } from './chromium.config.ts';

const chromium = playwright({
  launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  // Larger than any story's viewport, so Vitest never scales the test iframe down (a scaled
  // iframe is captured scaled). See .storybook/browser-commands.ts.
  contextOptions: { viewport: { ...hostPageSize } },
});

/** A new object per project: Vitest names the instances after their project. */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium,
  instances: [{ browser: 'chromium' as const }],
  commands: browserCommands,
});

/**
 * The proof that screenshots see a whole tall story (.storybook/visual-regression.browser.test.tsx)
 * writes its baseline and diff here, never beside the committed baselines; its global setup
 * removes the folder when the run ends.
 */
const visualProofDir = join(tmpdir(), `klinik-visual-proof-${process.pid}`);

declare module 'vitest' {
  export interface ProvidedContext {
    visualProofDir: string;
  }
}

export default defineConfig({
  test: {
    projects: [
      {
        // The site's build-time constant (vite.config.ts): unit tests use the default origin.
        define: { __SITE_URL__: JSON.stringify('') },
        test: {
          name: 'unit',
          environment: 'node',
          // Pure functions and checks of files: one process loads the modules once for every file
          // (a process per file cost 66 CPU s here against 25). A test that changes a global
          // must put it back.
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/site/src/**/*.test.ts',
            'apps/site/scripts/**/*.test.ts',
            '.storybook/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/test/**/*.test.ts'],
          // Every file starts its own servers on its own temporary files, so one process per
          // worker loads the API's modules once. No file may change a global or process.env.
          isolate: false,
          // A stop, not a measure: the crash and backup tests start, kill and restart servers,
          // which on a 2-core machine running three Node versions at once took over 30 s.
          testTimeout: 120_000,
        },
      },
      {
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
        ],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // Fails the run when modeFailures lists a mode that its component now passes.
          globalSetup: ['.storybook/mode-failures-setup.ts'],
          maxWorkers: 2,
          // One page per worker for every story file, instead of a new one per file that loads
          // the preview, React, Storybook and axe again: every story still renders in a root of
          // its own, and its screenshot would show what an earlier story left behind. A third
          // worker is slower: both cores are busy.
          isolate: false,
          browser: browser(),
        },
      },
      {
        plugins: [react(), tailwindcss()],
        server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), visualProofDir] } },
        test: {
          name: 'visual',
          include: ['.storybook/**/*.browser.test.tsx'],
          // After the stories, not beside them: one browser at a time on a 2-core machine.
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
          globalSetup: ['.storybook/visual-proof-setup.ts'],
          provide: { visualProofDir },
          testTimeout: 30_000,
          browser: {
            ...browser(),
            // A failing test here must not drop a page screenshot into the repository.
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                resolveScreenshotPath: ({ arg, browserName, ext, platform }) =>
                  join(visualProofDir, `${arg}-${browserName}-${platform}${ext}`),
                resolveDiffPath: ({ arg, browserName, ext, platform }) =>
                  join(visualProofDir, 'attachments', `${arg}-${browserName}-${platform}${ext}`),
              },
            },
          },
        },
      },
    ],
  },
});
