/**
 * The import boundaries of eslint.config.js, checked with the real configuration: for each rule
 * a line that breaks it fails lint in the folder it guards, and the allowed import next to it
 * passes. The files are not written: ESLint lints the text as if it were at that path.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

/** The messages of the import rules for `source` linted as the file at `path`. */
async function boundaryErrors(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath: path });
  return (result?.messages ?? [])
    .filter(({ ruleId }) => ruleId === 'no-restricted-imports' || ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const uiFile = 'packages/ui/src/sections/booking/example/example.tsx';
const siteFile = 'apps/site/src/data/use-example.ts';
const clinicFile = 'packages/clinic/src/contract/example.ts';

describe('import boundaries', () => {
  // The first lint loads the configuration, its plugins and the TypeScript parser: a second on a
  // quiet machine, more than the default 5 s per test on a busy one. Done once, before the tests.
  beforeAll(() => boundaryErrors(uiFile, ''), 60_000);

  it.each([
    [`import { Component } from '@klinik/site/src/routes/home';`, 'never imports the apps'],
    [
      `import { api } from '../../../../../apps/site/src/data/api-client';`,
      'never imports the apps',
    ],
    [`import { Link } from 'react-router-dom';`, 'never routes'],
    [`import { useNavigate } from 'react-router';`, 'never routes'],
    [`import { useQuery } from '@tanstack/react-query';`, 'never fetches'],
  ])('packages/ui refuses %s', async (line, reason) => {
    const errors = await boundaryErrors(uiFile, line);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(reason);
  });

  it('packages/ui may import the contract and its own modules', async () => {
    expect(
      await boundaryErrors(
        uiFile,
        `import { clinic } from '@klinik/clinic';\nimport { cn } from '../../../lib/cn';`,
      ),
    ).toEqual([]);
  });

  // The library's layers: primitives and lib, feedback, sections, layout, templates.
  const primitive = 'packages/ui/src/primitives/example/example.tsx';
  const feedback = 'packages/ui/src/feedback/example/example.tsx';
  const layout = 'packages/ui/src/layout/example/example.tsx';

  it.each([
    [primitive, `import { clinic } from '@klinik/clinic';`, 'knows nothing of the clinic'],
    [
      primitive,
      `import { mainNav } from '@klinik/clinic/navigation';`,
      'knows nothing of the clinic',
    ],
    [
      primitive,
      `import { BookingSummary } from '../../sections/booking/booking-summary/booking-summary';`,
      'knows nothing of the clinic',
    ],
    [
      primitive,
      `import { EmptyState } from '../../feedback/empty-state/empty-state';`,
      'layers above',
    ],
    ['packages/ui/src/lib/example.ts', `import { clinic } from '@klinik/clinic';`, 'knows nothing'],
    [feedback, `import { clinic } from '@klinik/clinic';`, 'knows nothing of the clinic'],
    [feedback, `import { SiteHeader } from '../../layout/site-header/site-header';`, 'above it'],
    [
      uiFile,
      `import { SiteHeader } from '../../../layout/site-header/site-header';`,
      'never imports the layout',
    ],
    [
      uiFile,
      `import { HomePage } from '../../../templates/home-page/home-page';`,
      'never imports the layout or a template',
    ],
    [
      layout,
      `import { HomePage } from '../../templates/home-page/home-page';`,
      'never imports a template',
    ],
  ])('a layer of the library refuses what is above it: %s gets %s', async (file, line, reason) => {
    const errors = await boundaryErrors(file, line);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(reason);
  });

  it.each([
    [primitive, `import { Button } from '../button/button';\nimport { cn } from '../../lib/cn';`],
    [feedback, `import { Button } from '../../primitives/button/button';`],
    [
      uiFile,
      `import { Button } from '../../../primitives/button/button';\nimport { ListState } from '../../../feedback/list-state/list-state';\nimport { ChatLink } from '../../contact/chat-link/chat-link';`,
    ],
    [layout, `import { ChatLink } from '../../sections/contact/chat-link/chat-link';`],
    [
      'packages/ui/src/primitives/example/example.stories.tsx',
      `import { clinic } from '@klinik/clinic';`,
    ],
  ])('a layer of the library may import the layers below it: %s', async (file, line) => {
    expect(await boundaryErrors(file, line)).toEqual([]);
  });

  it.each([
    `import { createGalleryStore } from '@klinik/api/src/data/galleries';`,
    `import { createGalleryStore } from '../../../api/src/data/galleries';`,
  ])('apps/site refuses the internals of the API: %s', async (line) => {
    const errors = await boundaryErrors(siteFile, line);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('never its internals');
  });

  it('apps/site may import the @klinik/api entry and its own data modules', async () => {
    expect(
      await boundaryErrors(
        'apps/site/scripts/example.ts',
        `import { startServer } from '@klinik/api';\nimport { createApiClient } from '../src/data/api-client';`,
      ),
    ).toEqual([]);
  });

  it.each([
    `import { cn } from '@klinik/ui';`,
    `import { cn } from '../../../ui/src/lib/cn';`,
    `import { startServer } from '@klinik/api';`,
    `import { api } from '../../../../apps/site/src/data/api-client';`,
  ])('packages/clinic imports nothing of ours: %s', async (line) => {
    const errors = await boundaryErrors(clinicFile, line);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('imports nothing of ours');
  });

  // The house rule, in every folder: never an UNSAFE_ or internal import.
  it.each([
    ['.storybook/component-files.ts', `import { loadCsf } from 'storybook/internal/csf-tools';`],
    ['.storybook/component-status.ts', `import { toId } from 'storybook/internal/csf';`],
    ['.storybook/main.ts', `import { types } from 'storybook/internal/babel';`],
    ['.storybook/preview.tsx', `import type { Renderer } from 'storybook/internal/types';`],
    [
      'packages/ui/src/primitives/example/example.stories.tsx',
      `import { Meta } from '@storybook/addon-docs/internal/blocks';`,
    ],
    [siteFile, `import { Router } from 'react-router/internal';`],
    [siteFile, `import { Router } from 'react-router-dom/internals';`],
    [siteFile, `import { UNSAFE_DataRouterContext } from 'react-router';`],
    [siteFile, `import { Link, UNSAFE_useScrollRestoration as useScroll } from 'react-router';`],
    [uiFile, `import { UNSAFE_example } from 'react';`],
    [clinicFile, `export { UNSAFE_example } from 'zod/mini';`],
    ['scripts/example.ts', `import { UNSAFE_example } from 'node:util';`],
  ])('%s refuses %s', async (file, line) => {
    expect(await boundaryErrors(file, line)).toEqual([
      expect.stringContaining('never an UNSAFE_ or internal import'),
    ]);
  });

  it.each([
    ['.storybook/component-files.ts', `import ts from 'typescript';`],
    ['.storybook/preview.tsx', `import type { Preview } from '@storybook/react-vite';`],
    [
      'packages/ui/src/primitives/example/example.stories.tsx',
      `import { expect, fn } from 'storybook/test';`,
    ],
    [
      siteFile,
      `import * as Router from 'react-router';\nimport { useNavigate } from 'react-router';`,
    ],
    [clinicFile, `import * as z from 'zod/mini';\nexport { NOT_UNSAFE_example } from '../facts';`],
  ])('%s may import the public API: %s', async (file, line) => {
    expect(await boundaryErrors(file, line)).toEqual([]);
  });

  it('packages/clinic may import zod and its own modules', async () => {
    expect(
      await boundaryErrors(
        clinicFile,
        `import * as z from 'zod/mini';\nimport { limits } from '../facts';`,
      ),
    ).toEqual([]);
  });
});
