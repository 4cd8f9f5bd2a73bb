import type { StorybookConfig } from '@storybook/react-vite';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig, type Plugin } from 'vite';
import { brandTokens } from './brand.ts';
import { componentStatusPlugin } from './component-status-plugin.ts';
import { libraryUsagePlugin } from './library-usage-plugin.ts';

const read = (path: string, encoding?: 'base64') =>
  readFileSync(new URL(path, import.meta.url), encoding ?? 'utf8');

/**
 * Screenshot baselines of the story tests (see visual-regression.ts) go to
 * `<component>/__screenshots__/<component>/<story>-chromium-linux.png`. Vitest's default folder
 * is named after the test file (`button.stories.tsx/`), which Storybook's file watcher takes for
 * a story file. Storybook's Vitest plugin runs `viteFinal`, so this reaches the test project;
 * Storybook's own Vite server ignores the `test` key.
 */
const screenshotPaths: Plugin = {
  name: 'klinik:screenshot-paths',
  config: () => ({
    test: {
      browser: {
        expect: {
          toMatchScreenshot: {
            resolveScreenshotPath: ({
              arg,
              browserName,
              ext,
              platform,
              root,
              screenshotDirectory,
              testFileDirectory,
              testFileName,
            }) =>
              join(
                root,
                testFileDirectory,
                screenshotDirectory,
                testFileName.replace(/\.stories\.tsx?$/, ''),
                `${arg}-${browserName}-${platform}${ext}`,
              ),
          },
        },
      },
    },
  }),
};

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The site's public files, so stories use the very URLs the API answers (/images/gallery/...):
  // one copy of each picture.
  staticDirs: ['../apps/site/public'],
  core: { disableTelemetry: true },
  // The manager (Storybook's own window) is bundled without Vite: it gets the theme's colours
  // through the environment, read here when Storybook starts from the theme the tokens make.
  env: (env) => ({
    ...env,
    STORYBOOK_KLINIK_BRAND: JSON.stringify(
      brandTokens(read('../packages/ui/src/styles/tokens.generated.css')),
    ),
  }),
  managerHead: (head) =>
    `${head}<link rel="icon" type="image/svg+xml" href="data:image/svg+xml;base64,${read('../packages/ui/src/assets/logo-mark.svg', 'base64')}">`,
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [tailwindcss(), screenshotPaths, libraryUsagePlugin(), componentStatusPlugin()],
    }),
};

export default config;
