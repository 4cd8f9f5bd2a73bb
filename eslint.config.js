import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The house rule, for every file: never an `UNSAFE_` or internal import. A package's internals and
 * its `UNSAFE_` names are not its public API: any release may change them without a word.
 */
const houseRule =
  "The house rule: never an UNSAFE_ or internal import. Use the package's public API.";

/**
 * The rule `no-restricted-imports` with `patterns`, and the house rule's internal imports: a later
 * entry of a rule replaces an earlier one for the files it matches, so each entry carries them.
 */
const restrictedImports = (patterns = []) => [
  'error',
  {
    patterns: [
      {
        regex: '^(storybook/internal(/|$)|@storybook/[^/]+/internal|react-router(-dom)?/internal)',
        message: houseRule,
      },
      ...patterns,
    ],
  },
];

/** What no file of the library may import: the apps, the router, the data layer. */
const libraryPatterns = [
  {
    regex: '^@klinik/(site|api)(/|$)|(^|/)apps/',
    message: 'The library never imports the apps: data and callbacks come in as props.',
  },
  {
    regex: '^react-router',
    message:
      'The library never routes or reads the URL: links are AppLink, the site gives the router.',
  },
  {
    regex: '^@tanstack/',
    message: 'The library never fetches: sections take a Remote<T> state.',
  },
];

/**
 * The library's layers and what each may not import (docs/architecture.md). An import is read as
 * written: a relative path names the folders it goes through. Stories and tests are the layers'
 * documentation, free to use the clinic's facts as examples.
 */
const libraryLayers = [
  {
    files: ['packages/ui/src/primitives/**/*.{ts,tsx}', 'packages/ui/src/lib/**/*.{ts,tsx}'],
    forbidden: '^@klinik/clinic(/|$)|(^|/)(feedback|sections|layout|templates)/',
    message:
      'A primitive knows nothing of the clinic and of the layers above it: its words and data come in as props.',
  },
  {
    files: ['packages/ui/src/feedback/**/*.{ts,tsx}'],
    forbidden: '^@klinik/clinic(/|$)|(^|/)(sections|layout|templates)/',
    message:
      'A state or notice knows nothing of the clinic and of the sections, the layout and the templates above it.',
  },
  {
    files: ['packages/ui/src/sections/**/*.{ts,tsx}'],
    forbidden: '(^|/)(layout|templates)/',
    message: 'A section never imports the layout or a template: they are built from sections.',
  },
  {
    files: ['packages/ui/src/layout/**/*.{ts,tsx}'],
    forbidden: '(^|/)templates/',
    message: 'The layout never imports a template: templates are built from the layout.',
  },
];

/**
 * The library's import rule for `files`, with the patterns of their layer (a layer's rule leaves
 * its stories and tests to the library's own).
 */
function libraryRule(files, patterns = []) {
  return {
    files: [files].flat(),
    ...(patterns.length > 0
      ? { ignores: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx'] }
      : {}),
    rules: {
      'no-restricted-imports': restrictedImports([...libraryPatterns, ...patterns]),
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.vitest-attachments/**',
      // Downloaded tools and the Node 24 copy of the workspace (scripts/node24.sh).
      '.tools/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.tsx', 'apps/site/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...storybook.configs['flat/recommended'],
  // The house rule, for every file: never an UNSAFE_ or internal import.
  {
    rules: {
      'no-restricted-imports': restrictedImports(),
      // The house rule's UNSAFE_ names, imported or re-exported from any module (the option
      // importNamePattern of no-restricted-imports would refuse every `import * as` too).
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportSpecifier[imported.name=/^UNSAFE_/]', message: houseRule },
        {
          selector: 'ExportNamedDeclaration[source] > ExportSpecifier[local.name=/^UNSAFE_/]',
          message: houseRule,
        },
      ],
    },
  },
  // Import boundaries: each layer depends only on the layers below it
  // (apps -> ui -> clinic; within the library, primitives and lib -> feedback -> sections ->
  // layout -> templates). scripts/import-boundaries.test.ts proves each rule fails.
  libraryRule('packages/ui/**/*.{ts,tsx}'),
  ...libraryLayers.map(({ files, forbidden, message }) =>
    libraryRule(files, [{ regex: forbidden, message }]),
  ),
  {
    files: ['apps/site/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictedImports([
        {
          regex: '^@klinik/api/|(^|/)api/(src|seed|migrations|test)/',
          message:
            'The site uses the API through HTTP and its @klinik/api entry (prerenderer, dev server), never its internals.',
        },
      ]),
    },
  },
  {
    files: ['packages/clinic/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictedImports([
        {
          regex: '^@klinik/|(^|/)(apps|ui|site|api)/',
          message: 'The contract imports nothing of ours: everything else depends on it.',
        },
      ]),
    },
  },
);
